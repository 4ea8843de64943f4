// Jest preset for the browser projects (shell, remotes, shared-lib): jsdom plus the polyfills antd and react-router need.
const path = require('path');

module.exports = function domPreset(projectDir) {
  const pkg = require(path.join(projectDir, 'package.json'));
  return {
    // Builds get these from webpack's DefinePlugin; tests get the package's own values.
    globals: { __APP_NAME__: pkg.name.replace('@cadence/', ''), __APP_VERSION__: pkg.version, __QA_ROUTES__: false },
    rootDir: projectDir,
    testEnvironment: 'jsdom',
    setupFiles: [path.join(__dirname, 'polyfills.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    transform: {
      '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: path.join(projectDir, 'tsconfig.test.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '^@cadence/shared-lib/contract$': path.join(__dirname, '../../shared-lib/src/contract/index.ts'),
      '^@cadence/shared-lib/testing$': path.join(__dirname, '../../shared-lib/src/testing/index.ts'),
      '^@cadence/shared-lib/antd$': path.join(__dirname, '../../shared-lib/src/antd/index.ts'),
      '^@cadence/shared-lib$': path.join(__dirname, '../../shared-lib/src/index.ts'),
      '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'file-stub.js'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transformIgnorePatterns: ['/node_modules/(?!(@cadence)/)'],
    testTimeout: 60000,
  };
};
