const path = require('path');
const root = path.resolve(__dirname, '..');

/**
 * Shared jest settings; each workspace's jest.config.cjs spreads this and names its environment.
 * `platformEntry`: the @devis/platform file the app gets in the browser (its import-map scope), so its tests and
 * its types (tsconfig paths) see exactly the names the page has.
 */
module.exports = (dir, { platformEntry = 'index.ts', ...overrides } = {}) => ({
  rootDir: dir,
  transform: { '^.+\\.(t|m?j)sx?$': require('./swc.cjs') },
  moduleNameMapper: {
    '^@devis/platform$': path.join(root, 'platform/src', platformEntry),
    '^@devis/platform/session$': path.join(root, 'platform/src/session/index.ts'),
    '^@devis/platform/pickers$': path.join(root, 'platform/src/pickers/index.ts'),
    '^@devis/platform/forms$': path.join(root, 'platform/src/forms.ts'),
    '^@devis/platform/query$': path.join(root, 'platform/src/query/index.ts'),
    '^@devis/domain$': path.join(root, 'domain/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
  ...overrides,
});
