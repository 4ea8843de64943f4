// The one shared-module configuration used by the shell and every remote.
// Every entry is a singleton with a caret range taken from the app's own package.json,
// so two apps agree on one copy at runtime ("loaded-first": whoever loaded it first wins).
const path = require('path');

const sharedLibPkg = require(path.join(__dirname, '../../shared-lib/package.json'));

// [module request, package that owns its version]
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['antd', 'antd'],
  ['zustand', 'zustand'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@casl/ability', '@casl/ability'],
  ['dayjs', 'dayjs'],
  ['axios', 'axios'],
  ['@cadence/shared-lib', '@cadence/shared-lib'],
  // antd-dependent half of shared-lib, kept apart so the login route never loads antd.
  ['@cadence/shared-lib/antd', '@cadence/shared-lib'],
];

function requiredRange(pkg, owner) {
  if (owner === '@cadence/shared-lib') return `^${sharedLibPkg.version}`;
  const range = pkg.dependencies && pkg.dependencies[owner];
  if (!range) throw new Error(`${pkg.name} must list ${owner} in its dependencies to share it`);
  return range;
}

/** The `shared` option of ModuleFederationPlugin for the app whose package.json is `pkg`. */
function sharedConfig(pkg) {
  const shared = {};
  for (const [request, owner] of SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: requiredRange(pkg, owner),
      ...(owner === '@cadence/shared-lib' ? { version: sharedLibPkg.version } : {}),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedConfig, requiredRange };
