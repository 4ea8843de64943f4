// API tests run through app.inject against a real PostgreSQL (the embedded one); see test/setup/.
const path = require('path');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json'), isolatedModules: true, diagnostics: false }],
  },
  moduleNameMapper: {
    '^@cadence/shared-lib/contract$': path.join(__dirname, '../shared-lib/src/contract/index.ts'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
