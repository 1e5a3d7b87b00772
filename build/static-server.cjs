// CommonJS so jest tests and .mjs scripts can both load it.
// A small stand-in for Firebase Hosting over dist/hosting, for tests and benches (port 0 by default):
// same cache headers as firebase.json should send, SPA fallback to index.html, and a stub /fn/features.
const { createServer } = require('node:http');
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.txt': 'text/plain' };

function cacheControlFor(urlPath) {
  return urlPath.startsWith('/apps/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * features: the /fn/features answer ({ PUBLIC_PROVIDER }), a number to answer that HTTP status, or a function giving either.
 * prerendered: false serves the bare shell page for landing pages too (the first-paint bench's baseline).
 */
function startStaticServer({ dir, port = 0, features = { PUBLIC_PROVIDER: false }, prerendered = true }) {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (urlPath === '/fn/features') {
      // A function lets a test hold the answer back: it resolves to the flags or to an HTTP status.
      void Promise.resolve(typeof features === 'function' ? features() : features).then((answer) => {
        if (typeof answer === 'number') {
          res.writeHead(answer, { 'Content-Type': 'application/json' }).end('{"error":{"code":"UNAVAILABLE","message":"Indisponible"}}');
        } else {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
        }
      });
      return;
    }
    let file = path.join(dir, path.normalize(urlPath));
    const isAsset = existsSync(file) && statSync(file).isFile() && file.startsWith(dir) && !urlPath.startsWith('/pages/');
    if (!isAsset) {
      if (urlPath.startsWith('/apps/') || urlPath.startsWith('/api/') || urlPath.startsWith('/fn/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      // A pre-rendered landing page (build/hosting.mjs), as the shell function serves it; else the shell page.
      const page = path.join(dir, 'pages', path.normalize(urlPath), 'index.html');
      const exact = urlPath === '/' || !urlPath.endsWith('/');
      file = prerendered && exact && page.startsWith(path.join(dir, 'pages')) && existsSync(page) ? page : path.join(dir, 'index.html');
    }
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(isAsset ? urlPath : '/index.html'),
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => (server.close(() => done()), server.closeAllConnections())) });
    });
  });
}

module.exports = { cacheControlFor, startStaticServer };
