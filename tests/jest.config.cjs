const path = require('path');

/** Journeys (tests/e2e) and cross-cutting tests; they need the test stack that scripts/test.mjs starts. */
module.exports = {
  displayName: 'tests',
  rootDir: __dirname,
  transform: { '^.+\\.(t|m?j)sx?$': require('../jest/swc.cjs') },
  moduleNameMapper: { '^@devis/domain$': path.join(__dirname, '../domain/src/index.ts') },
  // Node, plus what the open pages show when a journey fails.
  testEnvironment: '<rootDir>/support/journey-environment.cjs',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.artifacts/'],
  testTimeout: 60000,
};
