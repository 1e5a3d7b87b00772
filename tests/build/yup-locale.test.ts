import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Each browser bundle carries its own copy of yup. domain/src/schemas/locale.ts gives it French messages by a side
// effect; if a bundle drops that module, a form whose schema leans on a default shows yup's English text.
const root = path.resolve(__dirname, '..', '..');
const apps = ['platform', 'mf-provider', 'mf-client', 'mf-public', 'mf-landing'];

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return builtFiles(full);
    return entry.endsWith('.js') ? [full] : [];
  });
}

function currentBuild(app: string): string[] {
  const { version } = JSON.parse(readFileSync(path.join(root, app, 'dist', 'current.json'), 'utf8')) as { version: string };
  return builtFiles(path.join(root, app, 'dist', version)).map((file) => readFileSync(file, 'utf8'));
}

test.each(apps)("%s: a build that carries yup also carries yup's French messages", (app) => {
  const sources = currentBuild(app);
  const withYup = sources.filter((text) => text.includes('is a required field')).length;
  const withFrench = sources.filter((text) => text.includes('Valeur oui/non attendue')).length;
  expect({ app, yup: withYup > 0, french: withFrench > 0 }).not.toEqual({ app, yup: true, french: false });
});

test('the provider app carries yup (so the check above is not vacuous)', () => {
  expect(currentBuild('mf-provider').some((text) => text.includes('is a required field'))).toBe(true);
});

// The functions bundle keeps only the domain modules it uses (functions/bundle-plugins.mjs): the functions' own
// schemas, made with yup directly, must still be made after the French messages are set.
test("the functions bundle's own schemas answer in French", () => {
  const script = `
    import { build } from 'esbuild';
    import { rmSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { BUNDLE_LOG_OVERRIDE, externalPackages } from './functions/bundle-plugins.mjs';
    const outfile = 'node_modules/.cache/devis-tests/yup-locale-${process.pid}.cjs';
    await build({
      stdin: { contents: "export { listInputSchema } from './src/services/lists/list-input';", resolveDir: 'functions', loader: 'ts' },
      outfile, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'error', logOverride: BUNDLE_LOG_OVERRIDE, plugins: [externalPackages],
    });
    const { listInputSchema } = createRequire(import.meta.url)('./' + outfile);
    rmSync(outfile);
    const messages = [];
    for (const input of ['texte', { limit: 'beaucoup' }, { search: 42 }]) await listInputSchema.validate(input, { strict: true }).catch((e) => messages.push(e.message));
    process.stdout.write(JSON.stringify(messages));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual(['Objet attendu', 'Limite invalide', 'Recherche invalide']);
});
