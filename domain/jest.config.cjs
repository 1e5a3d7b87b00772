module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'domain', testEnvironment: 'node' });
