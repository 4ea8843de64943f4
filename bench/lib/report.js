// Prints results as a small aligned table and keeps a JSON copy in bench/results/ (git-ignored).
const fs = require('node:fs');
const path = require('node:path');

function printTable(title, rows) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const cell = (v) => (v === undefined || v === null ? '' : String(v));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals) => vals.map((v, i) => (typeof rows[0][cols[i]] === 'number' ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(cols));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

function saveResults(name, data) {
  const dir = path.join(__dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...data }, null, 2)}\n`);
  return file;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

module.exports = { printTable, saveResults, median };
