// Avatar uploads: jpg or png decided from the bytes, at most 800 kB as uploaded, re-encoded by
// sharp to 256×256 (which also drops EXIF metadata such as GPS positions).
import sharp from 'sharp';
import { AVATAR_MAX_KB, AVATAR_TYPES, serverMessages as m } from '@cadence/shared-lib/contract';
import { validationError } from '../../plugins/http/validation-error';
import { detectMediaType } from '../../plugins/http/media-types';

export const AVATAR_MAX_BYTES = AVATAR_MAX_KB * 1024;
export const AVATAR_SIZE_PX = 256;

export interface Upload {
  buffer: Buffer;
  /** The upload went past the size limit and was cut short. */
  truncated: boolean;
}

const wrongType = () => validationError('avatar', m.fileType('avatar', AVATAR_TYPES.join(', ')));

export async function prepareAvatar(upload: Upload): Promise<Buffer> {
  const type = detectMediaType(upload.buffer);
  if (!type || (type.extension !== 'jpg' && type.extension !== 'png')) throw wrongType();
  if (upload.truncated || upload.buffer.length > AVATAR_MAX_BYTES) throw validationError('avatar', m.fileTooLarge('avatar', AVATAR_MAX_KB));
  try {
    const image = sharp(upload.buffer, { limitInputPixels: 40_000_000 }).rotate().resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' });
    return await (type.extension === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch {
    // Right magic bytes but not a decodable image.
    throw wrongType();
  }
}
