const path = require('path');
const root = path.resolve(__dirname, '..');

/** Shared jest settings; each workspace's jest.config.cjs spreads this and names its environment. */
module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  transform: { '^.+\\.(t|m?j)sx?$': require('./swc.cjs') },
  moduleNameMapper: {
    '^@devis/platform$': path.join(root, 'platform/src/index.ts'),
    '^@devis/platform/session$': path.join(root, 'platform/src/session/index.ts'),
    '^@devis/platform/pickers$': path.join(root, 'platform/src/pickers/index.ts'),
    '^@devis/domain$': path.join(root, 'domain/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/lib/'],
  ...overrides,
});
