import { parisDay } from '@devis/domain';
import type { Deps } from '../context';
import type { StreamedArchive } from './archive';
import { spendExportLink } from './export-link';
import { writeClientArchive } from './client-archive';
import { writeProviderArchive } from './provider-archive';

/** GET /api/account/export/:id?t=: the link's account, and the writer of its archive (provider or client). */
export async function openAccountExport(
  deps: Pick<Deps, 'store' | 'files' | 'now'>,
  id: string,
  token: string | undefined,
): Promise<{ fileName: string; write: (archive: StreamedArchive) => Promise<void> }> {
  const { uid, role } = await spendExportLink(deps, id, token);
  const fileName = `devis-export-${parisDay(deps.now())}.zip`;
  const write = role === 'provider' ? writeProviderArchive : writeClientArchive;
  return { fileName, write: (archive) => write(deps, uid, archive) };
}
