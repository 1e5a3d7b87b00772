module.exports = require('../build/webpack-app.cjs')(__dirname);
