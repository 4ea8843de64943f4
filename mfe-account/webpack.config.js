const createAppConfig = require('../tools/webpack/create-app-config');

module.exports = createAppConfig({
  dir: __dirname,
  mfName: 'mfe_account',
  kind: 'remote',
  exposes: { './module': './src/module.ts' },
});
