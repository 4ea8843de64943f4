import { imageFileProblem, mediaUrl, readAsDataUrl } from './image-file';

const LIMITS = { maxBytes: 800 * 1024, types: ['image/jpeg', 'image/png'] };
const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'picture', { type });

describe('imageFileProblem', () => {
  it('accepts an allowed type at exactly the size limit', () => {
    expect(imageFileProblem(file(800 * 1024, 'image/png'), LIMITS)).toBeNull();
    expect(imageFileProblem(file(10, 'image/jpeg'), LIMITS)).toBeNull();
  });

  it('refuses a type outside the list, before looking at the size', () => {
    expect(imageFileProblem(file(10, 'image/gif'), LIMITS)).toBe('type');
    expect(imageFileProblem(file(900 * 1024, 'application/pdf'), LIMITS)).toBe('type');
  });

  it('refuses a file one byte over the limit, whatever the limit', () => {
    expect(imageFileProblem(file(800 * 1024 + 1, 'image/png'), LIMITS)).toBe('size');
    expect(imageFileProblem(file(800 * 1024 + 1, 'image/png'), { ...LIMITS, maxBytes: 2048 * 1024 })).toBeNull();
  });
});

describe('mediaUrl', () => {
  it('serves a bare storage name from /media/show, encoded', () => {
    expect(mediaUrl('avatars/me 1.png')).toBe('/media/show/avatars%2Fme%201.png');
  });

  it('keeps paths and URLs the API already made whole', () => {
    for (const path of ['/media/show/a.png', 'https://cdn.example.com/a.png', 'http://x/a.png', 'data:image/png;base64,AA', 'blob:abc']) {
      expect(mediaUrl(path)).toBe(path);
    }
  });

  it('has no URL for no file', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl('')).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
  });
});

it('readAsDataUrl gives the bytes as a data: URL', async () => {
  await expect(readAsDataUrl(new File(['hi'], 'a.png', { type: 'image/png' }))).resolves.toBe('data:image/png;base64,aGk=');
});
