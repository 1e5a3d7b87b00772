import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: a screenful at first, everything once that has painted.
 * The first quotes appear sooner; the rest of the page follows in a low-priority render.
 */
export function useProgressiveCount(total: number, first = 8): number {
  const [all, setAll] = useState(false);
  const ready = total > 0;
  useEffect(() => {
    if (!ready || all) return;
    const frame = requestAnimationFrame(() => {
      // A timeout after the frame lets the browser paint the first cards before the rest renders.
      setTimeout(() => startTransition(() => setAll(true)), 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, all]);
  return all ? total : Math.min(total, first);
}
