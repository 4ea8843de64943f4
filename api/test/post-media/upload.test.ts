import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PassThrough, Readable } from 'node:stream';
import { PostMedia, postMediaMessages as pm, serverMessages as m } from '@cadence/shared-lib/contract';
import { MediaUrlSigner } from '../../src/modules/media/signed-url';
import { mediaFiles } from '../../src/db/schema';
import { MediaRejectedError } from '../../src/plugins/http/media-storage';
import { login } from '../setup/login';
import { multipartBody } from '../setup/multipart';
import { createTestApp, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { isoMediaFile, solidImage } from './fixtures';

const URL = '/api/web/v1/post-media';
type Headers = { authorization: string };

describe('post media uploads', () => {
  let t: TestApp;
  let owner: Headers;
  let other: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await login(t.app)).headers;
    other = (await registerUser(t.app)).headers;
  });
  afterAll(() => t.close());

  const upload = async (headers: Headers | object, name: string, type: string, bytes: Buffer) => {
    const body = await multipartBody({}, { file: { name, type, bytes } });
    return t.app.inject({ method: 'POST', url: URL, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const remove = (headers: Headers, id: number) =>
    t.app.inject({ method: 'POST', url: `${URL}/${id}`, headers, payload: { _method: 'delete' } });
  const stored = async (media: PostMedia) => {
    const opened = await t.app.storage.open(filePath(media));
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  /** The stored file's name and its unsigned address (served to the owner's bearer token only). */
  const filePath = (media: PostMedia) => new globalThis.URL(media.url, 'http://x').pathname.replace('/media/show/', '');
  const bare = (media: PostMedia) => `/media/show/${filePath(media)}`;
  const expect422 = async (response: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { file: [message] } });
  };

  it('stores a PNG with its dimensions and serves it to its owner only', async () => {
    const png = await solidImage(320, 200).png().toBuffer();
    const response = await upload(owner, 'banner.png', 'image/png', png);
    expect(response.statusCode).toBe(200);
    const media = PostMedia.strict().parse(response.json().data.media);
    expect(media).toMatchObject({ kind: 'image', mime: 'image/png', width: 320, height: 200 });
    expect(media.url).toMatch(/^\/media\/show\/[0-9a-f]{32}\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, media.id));
    expect(row).toMatchObject({ original_name: 'banner.png', kind: 'image' });

    const mine = await t.app.inject({ method: 'GET', url: bare(media), headers: owner });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: bare(media), headers: other })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: bare(media) })).statusCode).toBe(404);
  });

  it('hands out a signed URL that an <img> can load without the token, and nothing else passes for one', async () => {
    const response = await upload(owner, 'signed.png', 'image/png', await solidImage(40, 40).png().toBuffer());
    const media = PostMedia.parse(response.json().data.media);
    const signed = await t.app.inject({ method: 'GET', url: media.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');

    const url = new globalThis.URL(media.url, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const expires = Number(url.searchParams.get('expires'));
    const tries = [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
    ];
    for (const attempt of tries) expect((await t.app.inject({ method: 'GET', url: attempt })).statusCode).toBe(404);
    // Another file with this file's signature is refused too.
    const other2 = PostMedia.parse((await upload(owner, 'b.png', 'image/png', await solidImage(20, 20).png().toBuffer())).json().data.media);
    expect((await t.app.inject({ method: 'GET', url: `${bare(other2)}${url.search}` })).statusCode).toBe(404);
  });

  it('stops honouring a signed URL once it expires', async () => {
    const media = PostMedia.parse((await upload(owner, 'late.png', 'image/png', await solidImage(20, 20).png().toBuffer())).json().data.media);
    const expires = Number(new globalThis.URL(media.url, 'http://x').searchParams.get('expires'));
    const signer = new MediaUrlSigner(t.app.config.appKey);
    expect(signer.verify(filePath(media), String(expires), new globalThis.URL(media.url, 'http://x').searchParams.get('signature'), new Date(expires * 1000 - 1000))).toBe(true);
    expect(signer.verify(filePath(media), String(expires), new globalThis.URL(media.url, 'http://x').searchParams.get('signature'), new Date(expires * 1000))).toBe(false);
  });

  it('re-encodes a JPG: EXIF metadata (such as the author or GPS) is not kept', async () => {
    const jpg = await solidImage(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Author', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(jpg).metadata()).exif).toBeDefined();
    const response = await upload(owner, 'photo.jpg', 'image/jpeg', jpg);
    expect(response.statusCode).toBe(200);
    const media = PostMedia.parse(response.json().data.media);
    expect(media).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 64, height: 48 });
    const bytes = await stored(media);
    expect(bytes).not.toBeNull();
    expect((await sharp(bytes as Buffer).metadata()).exif).toBeUndefined();
    expect((bytes as Buffer).includes(Buffer.from('Secret Author'))).toBe(false);
  });

  it('keeps GIF and WEBP and records their size', async () => {
    const gif = await solidImage(30, 20).gif().toBuffer();
    const webp = await solidImage(40, 10).webp().toBuffer();
    const a = PostMedia.parse((await upload(owner, 'a.gif', 'image/gif', gif)).json().data.media);
    const b = PostMedia.parse((await upload(owner, 'b.webp', 'image/webp', webp)).json().data.media);
    expect(a).toMatchObject({ mime: 'image/gif', width: 30, height: 20 });
    expect(b).toMatchObject({ mime: 'image/webp', width: 40, height: 10 });
  });

  it('decides the type from the bytes: text named .png, or PNG magic with no image behind it, is refused', async () => {
    await expect422(await upload(owner, 'notes.png', 'image/png', Buffer.from('just some text, not an image')), pm.fileType);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage garbage garbage')]);
    await expect422(await upload(owner, 'fake.png', 'image/png', fake), pm.fileType);
    await expect422(await upload(owner, 'doc.mp4', 'video/mp4', Buffer.from('%PDF-1.7 not a video at all')), pm.fileType);
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.original_name, 'notes.png'))).toEqual([]);
  });

  it('accepts an MP4 and a MOV recognised from their ftyp box', async () => {
    const mp4 = PostMedia.parse((await upload(owner, 'clip.bin', 'application/octet-stream', isoMediaFile('isom'))).json().data.media);
    expect(mp4).toMatchObject({ kind: 'video', mime: 'video/mp4', size: isoMediaFile('isom').length, width: null, height: null });
    expect(filePath(mp4)).toMatch(/\.mp4$/);
    expect(await stored(mp4)).toEqual(isoMediaFile('isom'));
    const mov = PostMedia.parse((await upload(owner, 'clip.mov', 'video/quicktime', isoMediaFile('qt  '))).json().data.media);
    expect(mov).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    const served = await t.app.inject({ method: 'GET', url: mov.url, headers: owner });
    expect(served.headers['content-type']).toBe('video/quicktime');
  });

  it('refuses an image over 10 MB with the limit in the message', async () => {
    const big = Buffer.concat([await solidImage(10, 10).png().toBuffer(), Buffer.alloc(10 * 1024 * 1024, 1)]);
    await expect422(await upload(owner, 'huge.png', 'image/png', big), pm.imageTooLarge);
    expect(pm.imageTooLarge).toContain('10 MB');
  });

  it('streams videos to storage and refuses one past its limit, keeping nothing', async () => {
    // The route's 200 MB limit is this storage rule with a smaller number.
    const chunks = [isoMediaFile('isom'), Buffer.alloc(64 * 1024), Buffer.alloc(64 * 1024)];
    await expect(t.app.storage.putStream(Readable.from(chunks), { kind: 'video', maxBytes: 100 * 1024 })).rejects.toEqual(
      new MediaRejectedError('size'),
    );
    const source = new PassThrough();
    const pending = t.app.storage.putStream(source, { kind: 'video', maxBytes: 1024 * 1024 });
    source.end(Buffer.from('GIF89a........'));
    await expect(pending).rejects.toEqual(new MediaRejectedError('type'));
    const fine = await t.app.storage.putStream(Readable.from(chunks), { kind: 'video', maxBytes: 1024 * 1024 });
    expect(fine).toMatchObject({ contentType: 'video/mp4', size: chunks.reduce((n, c) => n + c.length, 0) });
    expect(pm.videoTooLarge).toContain('200 MB');
    // Refused streams leave no partial file behind.
    expect(readdirSync(path.join(t.config.dataDir, 'media')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('asks for a file, and for a signed-in user', async () => {
    const empty = await multipartBody({ caption: 'no file' });
    const response = await t.app.inject({ method: 'POST', url: URL, headers: { ...owner, ...empty.headers }, payload: empty.payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([m.required('file')]);
    const json = await t.app.inject({ method: 'POST', url: URL, headers: owner, payload: {} });
    expect(json.statusCode).toBe(422);
    expect((await upload({}, 'a.png', 'image/png', await solidImage(2, 2).png().toBuffer())).statusCode).toBe(401);
  });

  it("deletes the user's own media (row and file); another user's answers 404 and stays", async () => {
    const png = await solidImage(8, 8).png().toBuffer();
    const mine = PostMedia.parse((await upload(owner, 'mine.png', 'image/png', png)).json().data.media);
    const theirs = PostMedia.parse((await upload(other, 'theirs.png', 'image/png', png)).json().data.media);

    const denied = await remove(owner, theirs.id);
    expect(denied.statusCode).toBe(404);
    expect(JSON.stringify(denied.json())).not.toContain(theirs.url);
    expect(await stored(theirs)).not.toBeNull();

    const deleted = await remove(owner, mine.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(await stored(mine)).toBeNull();
    expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, mine.id))).toEqual([]);
    expect((await remove(owner, mine.id)).statusCode).toBe(404);
    expect((await remove(owner, 999999)).statusCode).toBe(404);
  });
});
