// Temporary folders removed when the process ends.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const made = [];
process.on('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cadence-bench-${prefix}-`));
  // mkdtemp makes it 0700; as root the embedded PostgreSQL runs as user "postgres" and must reach it.
  fs.chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
}

module.exports = { tempDir };
