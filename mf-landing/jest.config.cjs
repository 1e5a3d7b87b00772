module.exports = require('../jest/base.cjs')(__dirname, { displayName: 'mf-landing', testEnvironment: '../jest/jsdom-env.cjs', setupFilesAfterEnv: ['../jest/setup-dom.cjs'] });
