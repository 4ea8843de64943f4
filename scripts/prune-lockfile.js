#!/usr/bin/env node
// The registry this project installs from does not carry every platform build of a few native
// packages (nx, @swc/core, unrs-resolver, …). `npm install` leaves those out of package-lock.json
// but keeps the optional edges to them, and `npm ci` then refuses the lockfile as out of sync.
// This drops optional edges that point at packages the lockfile does not hold. Run it after
// every `npm install` that changes the lockfile (`npm run lock`).
const fs = require('fs');
const path = require('path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const held = new Set(Object.keys(lock.packages).map((k) => k.split('node_modules/').pop()));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!held.has(name)) {
      delete optional[name];
      dropped += 1;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`prune-lockfile: dropped ${dropped} optional edges to packages the registry does not serve`);
