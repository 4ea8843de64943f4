// One PostgreSQL connection for the length of `run` (the benches seed and read their databases this way).
const { Client } = require('pg');

async function withClient(url, run) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

module.exports = { withClient };
