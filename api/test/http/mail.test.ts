// Mail over a real SMTP exchange (smtp-server on loopback) and, without SMTP, into the outbox.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import mailPlugin from '../../src/plugins/mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes) so the body can be read as sent. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const MESSAGE = {
  to: 'ada@example.com',
  subject: 'Verify your email address',
  text: 'Please click https://cadence.test/verify-email/7/abc?expires=1&signature=f00 to verify.',
  html: '<p>Please <a href="https://cadence.test/verify-email/7/abc?expires=1&amp;signature=f00">verify</a>.</p>',
};

describe('mail plugin over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    app = Fastify();
    await app.register(mailPlugin, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Cadence <no-reply@cadence.test>', outboxDir: '/nonexistent' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message with its sender, recipient, subject and body', async () => {
    await app.mailer.send(MESSAGE);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@cadence.test');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toMatch(/^From: Cadence <no-reply@cadence\.test>$/m);
    expect(mail?.raw).toMatch(/^To: ada@example\.com$/m);
    expect(mail?.raw).toMatch(/^Subject: Verify your email address$/m);
    const body = decodeQuotedPrintable(mail?.raw ?? '');
    expect(body).toContain('Please click https://cadence.test/verify-email/7/abc?expires=1&signature=f00 to verify.');
    expect(body).toContain(MESSAGE.html);
  });
});

describe('mail plugin without SMTP', () => {
  const logs: Array<{ msg: string; links?: string[]; file?: string }> = [];
  let outboxDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'cadence-mail-')), 'mail');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        callback();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(mailPlugin, { from: 'Cadence <no-reply@cadence.test>', outboxDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes an .eml file to the outbox and logs its links', async () => {
    await app.mailer.send(MESSAGE);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: ada@example\.com$/m);
    expect(eml).toMatch(/^Subject: Verify your email address$/m);
    expect(decodeQuotedPrintable(eml)).toContain(MESSAGE.text);
    const line = logs.find((entry) => entry.file !== undefined);
    expect(line?.links).toEqual(['https://cadence.test/verify-email/7/abc?expires=1&signature=f00']);
    expect(line?.file).toBe(path.join(outboxDir, files[0] ?? ''));
  });
});
