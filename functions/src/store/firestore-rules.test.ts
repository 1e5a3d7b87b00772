import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** firestore.rules must deny every client read and write (ARCHITECTURE.md, decision 1). */
const rules = readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8');

interface Block {
  path: string;
  body: string;
}

/** Top-level `match <path> { ... }` blocks of a rules body, with their bodies. */
function matchBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /match\s+(\S+)\s*\{/g;
  let found: RegExpExecArray | null;
  while ((found = pattern.exec(source))) {
    let depth = 1;
    let end = pattern.lastIndex;
    while (depth > 0 && end < source.length) {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    }
    blocks.push({ path: found[1] ?? '', body: source.slice(pattern.lastIndex, end - 1) });
    pattern.lastIndex = end;
  }
  return blocks;
}

describe('firestore.rules', () => {
  const code = rules.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');

  it('uses rules version 2 for Cloud Firestore', () => {
    expect(code).toMatch(/^\s*rules_version\s*=\s*'2'\s*;/);
    expect(code).toMatch(/service\s+cloud\.firestore\s*\{/);
  });

  it('denies every client read and write, on every document', () => {
    const [databases, ...others] = matchBlocks(code);
    expect(others).toEqual([]);
    expect(databases?.path).toBe('/databases/{database}/documents');
    const inner = matchBlocks(databases?.body ?? '');
    expect(inner.map((block) => block.path)).toEqual(['/{document=**}']);
    const statements = (inner[0]?.body ?? '').split(';').map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
    expect(statements).toEqual(['allow read, write: if false']);
    expect(code.match(/\ballow\b/g)).toHaveLength(1);
    expect(code).not.toMatch(/\bfunction\b/);
  });
});

/** Against the official emulator (a Java download these machines cannot fetch) when one runs. */
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (emulatorHost) {
  describe('firestore.rules in the official emulator', () => {
    const project = 'demo-devis-rules';
    const base = `http://${emulatorHost}`;
    const document = `${base}/v1/projects/${project}/databases/(default)/documents/quotes/q1`;
    // The emulator accepts unsigned ID tokens.
    const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const userToken = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      sub: 'provider-1',
      user_id: 'provider-1',
      iat: now,
      exp: now + 3600,
      firebase: { sign_in_provider: 'password' },
    })}.`;

    beforeAll(async () => {
      const loaded = await fetch(`${base}/emulator/v1/projects/${project}:securityRules`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
      });
      expect(loaded.status).toBe(200);
      // The document exists, written with admin rights, so a denial is the rules' doing.
      const seeded = await fetch(document, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ fields: { title: { stringValue: 'Rénovation' } } }),
      });
      expect(seeded.status).toBe(200);
    });

    it.each([
      ['an anonymous client', {}],
      ['a signed-in client', { authorization: `Bearer ${userToken}` }],
    ])('refuses reads and writes from %s', async (_who, headers: Record<string, string>) => {
      expect((await fetch(document, { headers })).status).toBe(403);
      const write = await fetch(document, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { title: { stringValue: 'Piraté' } } }),
      });
      expect(write.status).toBe(403);
    });
  });
}
