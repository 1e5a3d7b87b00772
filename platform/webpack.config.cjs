const { esmConfig, reactExternals } = require('../build/webpack-common.cjs');

// The import-map modules from one compilation: the shared runtime and split chunks make MUI, emotion and
// ApiError single instances. public-pages is @devis/platform as mf-landing and mf-public see it (import-map
// scope): the same modules, minus what only the signed-in areas use, so first visits load less. landing is the
// still smaller one the landing gets (its home page only); forms holds the heavier pieces it loads on demand.
const config = esmConfig({
  dir: __dirname,
  entry: {
    platform: './src/index.ts',
    session: './src/session/index.ts',
    pickers: './src/pickers/index.ts',
    'public-pages': './src/public-pages.ts',
    landing: './src/landing.ts',
    forms: './src/forms.ts',
    query: './src/query/index.ts',
  },
  externals: reactExternals,
});
// Everything the landing entry reaches goes in one chunk (shared by the other entries): one file compresses better
// than the many small ones the per-entry-combination split would give the landing's first visit.
// Modules only the landing uses (its provider and theme) stay in landing.js, so other pages never run them.
const sharedWithLanding = (module, { chunkGraph }) => {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)];
  return chunks.length > 1 && chunks.some((chunk) => chunk.name === 'landing');
};
config.optimization = {
  ...config.optimization,
  runtimeChunk: 'single',
  splitChunks: {
    chunks: 'all',
    minSize: 0,
    cacheGroups: { landingCore: { test: sharedWithLanding, chunks: 'all', enforce: true, priority: 20, name: 'landing-core' } },
  },
};
module.exports = config;
