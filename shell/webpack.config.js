const createAppConfig = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({ dir: __dirname, mfName: 'shell', kind: 'host' });
