// A fresh fake API (startTestApi: a real HTTP server answering the contract) for each test of the
// file, closed afterwards with the stored session; `api` always points at the current test's one.
import { startTestApi, type TestApi } from '@cadence/shared-lib/testing';

export function testApiForEachTest(): Omit<TestApi, 'close'> {
  let current: TestApi | null = null;
  const live = (): TestApi => {
    if (!current) throw new Error('The test API exists only while a test runs.');
    return current;
  };
  beforeEach(async () => {
    current = await startTestApi();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
    localStorage.clear();
  });
  return {
    get baseURL() {
      return live().baseURL;
    },
    get requests() {
      return live().requests;
    },
    on: (method, path, handler) => live().on(method, path, handler),
    sent: (method, path) => live().sent(method, path),
  };
}
