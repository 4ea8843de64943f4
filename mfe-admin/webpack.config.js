const createAppConfig = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  dir: __dirname,
  mfName: 'mfe_admin',
  kind: 'remote',
  exposes: { './module': './src/module.ts' },
});
