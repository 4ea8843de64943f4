// Real media bytes for upload tests: images drawn by sharp, videos as a minimal ISO-BMFF file.
import sharp from 'sharp';

export function solidImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/** An ISO base media file: a `ftyp` box with the given major brand, then an empty `mdat`. */
export function isoMediaFile(brand: 'isom' | 'qt  ', payload = 32): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftyp', 'latin1'),
    Buffer.from(brand, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(brand === 'qt  ' ? 'qt  ' : 'isom', 'latin1'),
    Buffer.from('mp42', 'latin1'),
  ]);
  const mdatSize = Buffer.alloc(4);
  mdatSize.writeUInt32BE(8 + payload);
  return Buffer.concat([ftyp, mdatSize, Buffer.from('mdat', 'latin1'), Buffer.alloc(payload, 7)]);
}
