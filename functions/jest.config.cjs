module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'functions', testEnvironment: 'node', testTimeout: 30000 });
