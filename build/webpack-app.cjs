const path = require('path');
const { esmConfig, sharedExternals } = require('./webpack-common.cjs');

/**
 * The webpack config of a microfrontend: one ESM entry `devis-<app>.js` exporting the single-spa lifecycles.
 * React, single-spa and @devis/platform come from the import map; small libraries are bundled.
 */
module.exports = function webpackApp(dir) {
  const app = path.basename(dir).replace(/^mf-/, '');
  return esmConfig({
    dir,
    entry: { [`devis-${app}`]: `./src/devis-${app}.tsx` },
    externals: sharedExternals(),
  });
};
