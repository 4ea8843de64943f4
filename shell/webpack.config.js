const createAppConfig = require('../tools/webpack/create-app-config');

// The host exposes one tiny module: without any exposes Module Federation emits no remoteEntry.js.
module.exports = createAppConfig({
  dir: __dirname,
  mfName: 'shell',
  kind: 'host',
  exposes: { './shell-info': './src/exposed/shell-info.ts' },
});
