// API tests run through app.inject against a real PostgreSQL (the embedded one); see test/setup/.
const path = require('path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    // arctic (OAuth) and its @oslojs helpers ship ES modules only: compiled to CommonJS for Jest.
    '/node_modules/(arctic|@oslojs)/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', esModuleInterop: true }, diagnostics: false }],
    '^.+\\.(t|j)s$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json'), diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(arctic|@oslojs)/)'],
  moduleNameMapper: {
    '^@cadence/shared-lib/contract$': path.join(__dirname, '../shared-lib/src/contract/index.ts'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  // Two cores: two workers keep both busy while PostgreSQL runs alongside.
  maxWorkers: 2,
  testTimeout: 30000,
};
