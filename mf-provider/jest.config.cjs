module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'mf-provider', testEnvironment: '../jest/jsdom-env.cjs', setupFilesAfterEnv: ['../jest/setup-dom.cjs'] });
