// Values shared by the global setup and the tests.
export const TEMPLATE_DB = 'cadence_template';
/** The seeded accounts' password in the test template (SEED_PASSWORD). */
export const SEED_PASSWORD = 'Test#Passw0rd';
/** A fixed 32-byte key so tests never write DATA_DIR/app-key. */
export const TEST_APP_KEY = `base64:${Buffer.alloc(32, 7).toString('base64')}`;
export const ENV_URL = 'CADENCE_TEST_PG_URL';
/** The run's temp folder (removed by the global teardown); test data dirs live inside it. */
export const ENV_DIR = 'CADENCE_TEST_DIR';
