import { loadFunctionsBundle } from '../lib/functions-bundle.mjs';
const RENDERER = `
export { quoteDocument } from './src/pdf/quote-document';
export { renderPdf } from './src/pdf/render-pdf';
export { sampleQuote, sampleProvider, SAMPLE_LOGO_PNG } from './src/pdf/sample-quote';`;
const b = await loadFunctionsBundle(process.argv[2] ?? 'pdfprobe', RENDERER, { load: false });
console.log(b.file);
