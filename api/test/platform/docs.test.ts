import { API_PREFIX, endpoints } from '@cadence/shared-lib/contract';
import { createTestApp, type TestApp } from '../setup/test-app';

describe('OpenAPI at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every contract path with its method, generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toMatch(/^3\./);
    for (const endpoint of Object.values(endpoints)) {
      const openApiPath = `${API_PREFIX}${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
      expect(spec.paths[openApiPath]?.[endpoint.method.toLowerCase()]).toBeDefined();
    }
    const login = spec.paths[`${API_PREFIX}/auth/login`].post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(spec.paths['/api/health']).toBeDefined();
  });

  it('serves the UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
