// Sums the self time of a V8 CPU profile (node --cpu-prof) by function and by package, to see what
// a worker spends its CPU on:  node bench/publishing/profile-summary.js <file.cpuprofile> [top]
const fs = require('node:fs');

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg || 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// timeDeltas[i] is the time before samples[i].
profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const where = f.url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, 'node_modules/').replace(/.*\/api\/src\//, 'api/src/');
  const key = `${f.functionName || '(anonymous)'}  ${where}:${f.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) || 0) + us);
  const pkg = where.startsWith('node_modules/') ? where.split('/').slice(1, where.split('/')[1].startsWith('@') ? 3 : 2).join('/') : where.startsWith('api/src/') ? where.split('/').slice(0, 4).join('/') : f.url.startsWith('node:') ? f.url : f.functionName.startsWith('(') ? f.functionName : 'node internals';
  byPackage.set(pkg, (byPackage.get(pkg) || 0) + us);
}
const show = (title, map) => {
  console.log(`\n${title} (of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
show('Self time by package', byPackage);
show('Self time by function', byFunction);
