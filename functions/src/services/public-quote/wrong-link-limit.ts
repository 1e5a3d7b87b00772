import { NotFoundError } from '../errors';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit';
import type { Deps } from '../context';

/**
 * Runs a link check where only a refused link (404: no token, a wrong one, an unknown id) counts against
 * `rule` for this publicId, then 429 once its window is spent. Whoever holds the right token is never
 * refused for someone else's guesses; every attempt still counts per IP, before this.
 */
export async function countingWrongLinks<T>(deps: Pick<Deps, 'store' | 'now'>, rule: RateLimitRule, publicId: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (error instanceof NotFoundError) await enforceRateLimits(deps, [[rule, publicId]]);
    throw error;
  }
}
