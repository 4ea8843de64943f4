// Child process of bench/publishing-bench.js: the three fake networks on loopback ports, answering
// after LATENCY_MS, plus a stand-in for the CDN/API that serves the signed media URLs Instagram
// pulls images from. Apart from the workers so the fakes do not take their CPU.
// IPC: → { type: 'mint', meta, linkedin, x } ← { type: 'minted', ... }
//      → { type: 'posts' } ← { type: 'posts', texts: string[] }   (every post the fakes accepted)
require('tsx/cjs/api').register();
const http = require('node:http');
const path = require('node:path');

const src = path.resolve(__dirname, '..', '..', 'api', 'src', 'sandbox-networks');
const { startFakeServer } = require(path.join(src, 'server.ts'));
const { createMetaFake } = require(path.join(src, 'meta', 'index.ts'));
const { createLinkedInFake } = require(path.join(src, 'linkedin', 'index.ts'));
const { createXFake } = require(path.join(src, 'x', 'index.ts'));
const { SANDBOX_CREDENTIALS } = require(path.join(src, 'mount.ts'));

const LATENCY_MS = Number(process.env.LATENCY_MS || 50);
// A 1×1 JPEG: Meta's fetch looks at the type, and Instagram takes JPEG only.
const JPEG = Buffer.from('/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z', 'base64');

async function main() {
  const options = (platform, baseUrl) => ({
    baseUrl,
    clientId: SANDBOX_CREDENTIALS[platform].clientId,
    clientSecret: SANDBOX_CREDENTIALS[platform].clientSecret,
    latencyMs: LATENCY_MS,
    consent: 'auto',
    // 10 posts per Instagram account in one minute stays far below the 100-a-day quota anyway.
    instagramQuota: 1000,
  });
  const [meta, linkedin, x] = await Promise.all([
    startFakeServer((url) => createMetaFake(options('facebook', url))),
    startFakeServer((url) => createLinkedInFake(options('linkedin', url))),
    startFakeServer((url) => createXFake(options('twitter', url))),
  ]);
  const media = http.createServer((req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': JPEG.length }).end(JPEG), LATENCY_MS);
  });
  await new Promise((resolve) => media.listen(0, '127.0.0.1', resolve));

  process.on('message', (message) => {
    if (message.type === 'mint') {
      process.send({
        type: 'minted',
        meta: Array.from({ length: message.meta }, () => meta.fake.mintAccount()),
        linkedin: Array.from({ length: message.linkedin }, () => linkedin.fake.mintAccount()),
        x: Array.from({ length: message.x }, () => x.fake.mintAccount()),
      });
    } else if (message.type === 'posts') {
      const texts = [meta, linkedin, x].flatMap((f) => f.fake.posts().map((p) => p.text));
      process.send({ type: 'posts', texts });
    }
  });
  process.on('disconnect', () => process.exit(0));
  // An orderly exit, so a --cpu-prof profile (PROFILE_DIR) is written.
  process.on('SIGTERM', () => process.exit(0));
  process.send({
    type: 'ready',
    urls: { meta: meta.url, linkedin: linkedin.url, x: x.url, media: `http://127.0.0.1:${media.address().port}` },
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
