const webpack = require('webpack');
const { versionedPlatformSpecifier } = require('./platform-version.cjs');

/** The React family is loaded once per page from the import map (ESM copies built by root-config). */
const reactExternals = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

const platformExternals = ['@devis/platform', '@devis/platform/session', '@devis/platform/pickers', '@devis/platform/forms', '@devis/platform/query'];

/**
 * What every app leaves to the import map instead of bundling: React and single-spa by name, the platform under the
 * major it is built against (`import ... from '@devis/platform'` becomes `@devis/platform@1` in the output).
 */
function sharedExternals() {
  return {
    ...Object.fromEntries([...reactExternals, 'single-spa'].map((specifier) => [specifier, specifier])),
    ...Object.fromEntries(platformExternals.map((specifier) => [specifier, versionedPlatformSpecifier(specifier)])),
  };
}

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
};

/**
 * Every script starts with V8's compile hint `//# allFunctionsCalledOnLoad` (Chrome 136+; other browsers read a
 * comment): V8 then compiles all its functions on a background thread while the script downloads, instead of
 * compiling each one on the main thread the first time it is called. Our scripts are loaded when a page needs
 * them and most of their functions run for its first render (React, MUI, emotion, the page); compiled lazily they
 * cost /app/quotes ~110 ms of main-thread time before its first card (bench/quotes-first-render-builds.mjs).
 * Added after minification (which drops comments) and before the real content hash (which must cover it).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

// The domain package is pure functions: without this flag every bundle would carry yup through its index.
// Except schemas/locale.ts, whose whole job is a side effect (yup's French messages), and schemas/yup.ts, which
// runs it before any schema is made: with the flag, webpack dropped both and the browser's forms fell back on
// yup's English defaults.
const sideEffectFreeRules = [{ test: /[\\/]domain[\\/]src[\\/]/, exclude: /[\\/]schemas[\\/](locale|yup)\.ts$/, sideEffects: false }];

/**
 * ESM output shared by every package. Files land in dist/.staging (emptied by build/build-package.mjs, which then moves them
 * into dist/<content hash>/), so chunks are loaded relative to their entry (publicPath 'auto' = import.meta.url).
 */
function esmConfig({ dir, entry, externals = [] }) {
  return {
    mode: 'production',
    context: dir,
    entry,
    target: ['web', 'es2020'],
    devtool: false,
    experiments: { outputModule: true },
    externalsType: 'module',
    externals,
    output: {
      path: `${dir}/dist/.staging`,
      filename: '[name].js',
      chunkFilename: 'chunks/[contenthash:10].js',
      library: { type: 'module' },
      chunkFormat: 'module',
      chunkLoading: 'import',
      publicPath: 'auto',
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [swcRule, ...sideEffectFreeRules] },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new CompileHintsPlugin(),
      new webpack.DefinePlugin({
        // Production Firebase web config is injected at build time; unset means the local demo project.
        'process.env.DEVIS_FIREBASE_CONFIG': JSON.stringify(process.env.DEVIS_FIREBASE_CONFIG || ''),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { esmConfig, reactExternals, sharedExternals };
