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
  },
  externals: reactExternals,
});
config.optimization = { ...config.optimization, runtimeChunk: 'single', splitChunks: { chunks: 'all', minSize: 0 } };
module.exports = config;
