// What the API shows of an uploaded post media file (the contract's PostMedia). The url is signed
// (modules/media/signed-url.ts) so <img>/<video> tags load it without the bearer token.
import type { PostMedia } from '@cadence/shared-lib/contract';
import type { MediaFileRow } from '../../db/schema';
import type { MediaUrlSigner } from '../media/signed-url';

export function presentPostMedia(row: MediaFileRow, urls: MediaUrlSigner, now: Date): PostMedia {
  return {
    id: row.id,
    kind: row.kind,
    url: urls.url(row.path, now),
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}
