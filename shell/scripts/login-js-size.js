// Measures the JavaScript the /login route loads from a production build (shell/dist), gzipped.
// Serves dist with an SPA fallback and an empty /remotes.json, opens /login in Debian's Chromium,
// and sums gzip sizes of every JS response. Usage: node shell/scripts/login-js-size.js [budgetKiB]
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { chromium } = require('playwright-core');

const dist = path.join(__dirname, '..', 'dist');
const budgetKiB = Number(process.argv[2] || 350);

const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/remotes.json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  if (url.pathname.startsWith('/api/')) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
  let file = path.join(dist, path.normalize(url.pathname));
  if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html' : file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream';
  res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
});

(async () => {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.body());
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  let raw = 0;
  let gz = 0;
  for (const [url, body] of scripts) {
    const size = zlib.gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    console.log(`${(size / 1024).toFixed(1).padStart(8)} KiB gz  ${new URL(url).pathname}`);
  }
  console.log(`login JS: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped (budget ${budgetKiB} KiB)`);
  await browser.close();
  server.close();
  process.exitCode = gz / 1024 <= budgetKiB ? 0 : 1;
})().catch((error) => {
  console.error(error);
  server.close();
  process.exit(1);
});
