import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listen } from '../test-support/listen';
import { LocalFiles } from './local-files';
import { createFilesApp } from './files-app';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'devis-files-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('a stored file is served at the URL put() returns, with its content type', async () => {
  let files: LocalFiles | null = null;
  const server = await listen(createFilesApp(() => files!));
  try {
    files = new LocalFiles(dir, server.baseUrl);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const url = await files.put('avatars/uid-1700000000.png', png, 'image/png');
    expect(url).toBe(`${server.baseUrl}/fn/files/avatars/uid-1700000000.png`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    expect((await fetch(`${server.baseUrl}/fn/files/avatars/missing.png`)).status).toBe(404);
  } finally {
    await server.close();
  }
});

test('a private file has no URL: the files function answers 404 for it', async () => {
  let files: LocalFiles | null = null;
  const server = await listen(createFilesApp(() => files!));
  try {
    files = new LocalFiles(dir, server.baseUrl);
    await files.putPrivate('quote-pdfs/abc.pdf', Buffer.from('%PDF-1.3'), 'application/pdf');
    expect(await files.getPrivate('quote-pdfs/abc.pdf')).toEqual({ bytes: Buffer.from('%PDF-1.3'), contentType: 'application/pdf' });
    for (const p of ['quote-pdfs/abc.pdf', '.private/quote-pdfs/abc.pdf', '%2Eprivate/quote-pdfs/abc.pdf']) {
      expect((await fetch(`${server.baseUrl}/fn/files/${p}`)).status).toBe(404);
    }
    expect(await files.get('quote-pdfs/abc.pdf')).toBeNull();
  } finally {
    await server.close();
  }
});

test('paths that leave the folder are refused', async () => {
  const files = new LocalFiles(dir, 'http://x');
  await expect(files.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  await expect(files.put('avatars/../../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
  expect(await files.get('../devis.sqlite')).toBeNull();
  expect(await files.get('avatars/.hidden')).toBeNull();
});
