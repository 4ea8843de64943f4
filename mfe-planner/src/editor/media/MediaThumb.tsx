// One medium as a small square: the image, or the video's first frame (muted, no autoplay).
import { theme } from 'antd';
import { mediaSrc } from './media-url';
import type { MediaKind } from './media-rules';

export function MediaThumb({ kind, url, alt, size = 88 }: { kind: MediaKind; url: string; alt: string; size?: number }) {
  const { token } = theme.useToken();
  const style = { width: size, height: size, objectFit: 'cover' as const, borderRadius: token.borderRadius, background: token.colorFillSecondary, display: 'block' };
  if (kind === 'video') return <video src={mediaSrc(url)} muted preload="metadata" aria-label={alt} style={style} />;
  return <img src={mediaSrc(url)} alt={alt} style={style} />;
}
