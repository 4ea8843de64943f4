module.exports = require('../tools/jest/preset-dom')(__dirname);
