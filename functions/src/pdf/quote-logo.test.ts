import { renderPdf } from './render-pdf';
import { toDataUrl } from './quote-logo';
import { SAMPLE_LOGO_PNG, SAMPLE_LOGO_RGBA_PNG } from './sample-quote';

test('a PNG with transparency is embedded; a damaged one is left out of the PDF rather than crash its render', async () => {
  const logo = toDataUrl(SAMPLE_LOGO_RGBA_PNG);
  expect(logo).toMatch(/^data:image\/png;base64,/);
  const pdf = await renderPdf({ info: { title: 'Logo' }, content: [{ image: logo!, fit: [140, 60] }] });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The same image data with its checksum broken: pdfkit would throw from inside zlib's callback.
  const damaged = Buffer.from(SAMPLE_LOGO_RGBA_PNG);
  const checksum = damaged.indexOf('IDAT') + 4 + 10;
  damaged[checksum] = damaged[checksum]! ^ 0xff;
  expect(toDataUrl(damaged)).toBeNull();
  expect(toDataUrl(SAMPLE_LOGO_PNG)).toMatch(/^data:image\/png;base64,/);
});
