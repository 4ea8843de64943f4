import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { TEST_APP_KEY } from '../setup/constants';

describe('configuration from the environment', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-config-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ APP_KEY: TEST_APP_KEY, ...env }, dir);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('applies the documented defaults, with DATA_DIR relative to the working directory', () => {
    const config = loadConfig({ APP_KEY: TEST_APP_KEY }, dir);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(dir, 'data'),
      publicUrl: 'http://127.0.0.1:8080',
      corsOrigins: ['http://127.0.0.1:8080'],
      jobs: 'inline',
      logLevel: 'info',
      frontendRoot: dir,
      rateLimitMax: 300,
    });
    expect(loadConfig({ APP_KEY: TEST_APP_KEY, RATE_LIMIT_MAX: '5000' }, dir).rateLimitMax).toBe(5000);
    expect(problemsOf({ RATE_LIMIT_MAX: '0' })).toEqual(['RATE_LIMIT_MAX must be an integer between 1 and 1000000000 (got "0")']);
  });

  it('names each invalid variable in a message an operator can act on', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      JOBS: 'sometimes',
      CORS_ORIGINS: 'https://ok.example.com,not a url',
      TOKEN_TTL_HOURS: '0',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be an integer between 1 and 65535 (got "eighty")',
        'DATABASE_URL must use postgres: or postgresql: (got "mysql:")',
        'JOBS must be "inline" or "off" (got "sometimes")',
        expect.stringMatching(/^CORS_ORIGINS must be a comma-separated list of origins .*\(got "not a url"\)$/),
        'TOKEN_TTL_HOURS must be an integer between 1 and 8760 (got "0")',
      ]),
    );
    expect(problems).toHaveLength(5);
    expect(() => loadConfig({ APP_KEY: TEST_APP_KEY, PORT: '-1' }, dir)).toThrow(/Invalid configuration:\n {2}- PORT must be/);
  });

  it('rejects an APP_KEY that is not 32 bytes', () => {
    expect(problemsOf({ APP_KEY: 'base64:c2hvcnQ=' })).toEqual([
      'APP_KEY must be 32 bytes as base64 ("base64:…") or 64 hex digits (got 5 bytes)',
    ]);
  });

  it('generates APP_KEY once into DATA_DIR/app-key (mode 600) and reuses it', () => {
    const env = { DATA_DIR: path.join(dir, 'keys') };
    const first = loadConfig(env, dir);
    const file = path.join(dir, 'keys', 'app-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.appKey).toHaveLength(32);
    expect(loadConfig(env, dir).appKey.equals(first.appKey)).toBe(true);
  });

  it('chooses the sandbox payment provider by default and names what stripe still needs', () => {
    const config = loadConfig({ APP_KEY: TEST_APP_KEY }, dir);
    expect(config.paymentsProvider).toBe('sandbox');
    expect(config.paymentsWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ APP_KEY: TEST_APP_KEY, PAYMENTS_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }, dir).paymentsWebhookSecret).toBe('whsec_0123456789abcdef');
    expect(problemsOf({ PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER is "stripe" (sk_test_… or sk_live_…)',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENTS_PROVIDER is "stripe" (whsec_…)',
    ]);
    expect(problemsOf({ PAYMENTS_PROVIDER: 'paypal' })).toEqual(['PAYMENTS_PROVIDER must be "sandbox" or "stripe" (got "paypal")']);
    expect(problemsOf({ PAYMENTS_WEBHOOK_SECRET: 'short' })).toEqual(['PAYMENTS_WEBHOOK_SECRET must be at least 16 characters']);
  });
});
