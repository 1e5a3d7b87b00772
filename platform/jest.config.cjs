module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'platform', testEnvironment: '../jest/jsdom-env.cjs', setupFilesAfterEnv: ['../jest/setup-dom.cjs'] });
