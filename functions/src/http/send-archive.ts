import { finished } from 'node:stream/promises';
import type { Ctx } from './context';
import { StreamedArchive } from '../services/export/archive';

/**
 * Streams a zip as a download: headers first, then each entry as the archive is written and read (the
 * socket's pace). An error midway cannot change the status any more: the connection is cut, so the
 * browser reports a failed download rather than keeping a truncated file as complete.
 */
export async function sendArchive(ctx: Ctx, fileName: string, write: (archive: StreamedArchive) => Promise<void>): Promise<undefined> {
  const res = ctx.req.res!;
  const archive = new StreamedArchive(ctx.now());
  res.status(200);
  res.set({ 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${fileName}"`, 'referrer-policy': 'no-referrer' });
  res.on('close', () => {
    if (!res.writableFinished) archive.abort(new Error('download closed'));
  });
  archive.output.pipe(res);
  try {
    await write(archive);
    archive.end();
    await finished(res);
  } catch (e) {
    if (!res.destroyed) console.error(JSON.stringify({ severity: 'ERROR', message: 'archive failed midway', error: String(e) }));
    archive.abort();
    res.destroy();
  }
  return undefined;
}
