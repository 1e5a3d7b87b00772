import type { Ctx } from './context';
import { sendJson } from './send-json';
import type { QuotePdf } from '../services/sending/generate-quote-pdf';

/**
 * Answers PDF bytes, shown inline (a new tab), never cached (app.ts sets private, no-store). A caller that asks for JSON only (the
 * platform's API client) gets `{ fileName, contentType, dataBase64 }` instead, the same bytes.
 */
export function sendPdf(ctx: Ctx, pdf: QuotePdf): undefined {
  const res = ctx.req.res!;
  res.set('referrer-policy', 'no-referrer');
  const accept = ctx.req.get('accept') ?? '';
  if (accept.includes('application/json') && !accept.includes('application/pdf')) {
    sendJson(res, 200, { fileName: pdf.fileName, contentType: 'application/pdf', dataBase64: pdf.bytes.toString('base64') });
    return undefined;
  }
  res.set('content-disposition', `inline; filename="${pdf.fileName}"`);
  res.status(200).type('application/pdf').send(pdf.bytes);
  return undefined;
}
