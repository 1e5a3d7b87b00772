module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'mf-client', testEnvironment: '../jest/jsdom-env.cjs', setupFilesAfterEnv: ['../jest/setup-dom.cjs'] });
