// Post images: decoded by sharp (so a file with image magic bytes but no image behind it is
// refused), dimensions recorded; JPG and PNG are re-encoded, which drops EXIF (GPS positions…)
// and applies the EXIF orientation first. GIF and WEBP are kept as sent (animations survive).
import sharp from 'sharp';
import { postMediaMessages as pm, POST_MEDIA_FIELD } from '@cadence/shared-lib/contract';
import { validationError } from '../../plugins/http/validation-error';
import type { MediaType } from '../../plugins/http/media-types';

/** Decompression bomb guard: about 8k × 5k pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface PreparedImage {
  buffer: Buffer;
  width: number;
  height: number;
}

export async function prepareImage(bytes: Buffer, type: MediaType): Promise<PreparedImage> {
  try {
    if (type.extension === 'jpg' || type.extension === 'png') {
      const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const encoded = type.extension === 'png' ? image.png() : image.jpeg({ quality: 90, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { buffer: data, width: info.width, height: info.height };
    }
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Animated: `height` spans every frame; one frame is `pageHeight` tall.
    return { buffer: bytes, width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    // Right magic bytes but not a decodable image.
    throw validationError(POST_MEDIA_FIELD, pm.fileType);
  }
}
