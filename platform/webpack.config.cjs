const { esmConfig, reactExternals } = require('../build/webpack-common.cjs');

// Three import-map modules from one compilation: the shared runtime and split chunks make MUI, emotion and
// ApiError single instances, while landing loads only platform.js and its chunks.
const config = esmConfig({
  dir: __dirname,
  entry: {
    platform: './src/index.ts',
    session: './src/session/index.ts',
    pickers: './src/pickers/index.ts',
  },
  externals: reactExternals,
});
config.optimization = { ...config.optimization, runtimeChunk: 'single', splitChunks: { chunks: 'all', minSize: 0 } };
module.exports = config;
