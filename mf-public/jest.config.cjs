module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'mf-public', testEnvironment: '../jest/jsdom-env.cjs', setupFilesAfterEnv: ['../jest/setup-dom.cjs'] });
