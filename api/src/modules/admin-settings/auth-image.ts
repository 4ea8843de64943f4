// The login screen's image: jpg or png decided from the bytes, at most 2 MB as uploaded, re-encoded
// by sharp (same approach as account-settings/avatar.ts) so EXIF metadata such as GPS never ships.
import sharp from 'sharp';
import { AUTH_IMAGE_MAX_KB, AUTH_IMAGE_TYPES, serverMessages as m } from '@cadence/shared-lib/contract';
import { detectMediaType } from '../../plugins/http/media-types';
import { validationError } from '../../plugins/http/validation-error';
import type { Upload } from '../account-settings/avatar';

export const AUTH_IMAGE_MAX_BYTES = AUTH_IMAGE_MAX_KB * 1024;
/** Wide enough for a half-screen login panel on large displays; larger uploads are scaled down. */
const MAX_WIDTH_PX = 2400;

const wrongType = () => validationError('auth_image', m.fileType('auth_image', AUTH_IMAGE_TYPES.join(', ')));

export async function prepareAuthImage(upload: Upload): Promise<Buffer> {
  const type = detectMediaType(upload.buffer);
  if (!type || (type.extension !== 'jpg' && type.extension !== 'png')) throw wrongType();
  if (upload.truncated || upload.buffer.length > AUTH_IMAGE_MAX_BYTES) throw validationError('auth_image', m.fileTooLarge('auth_image', AUTH_IMAGE_MAX_KB));
  try {
    const image = sharp(upload.buffer, { limitInputPixels: 40_000_000 }).rotate().resize({ width: MAX_WIDTH_PX, withoutEnlargement: true });
    return await (type.extension === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch {
    // Right magic bytes but not a decodable image.
    throw wrongType();
  }
}
