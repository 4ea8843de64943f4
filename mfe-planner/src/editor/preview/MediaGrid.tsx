// Media as a feed lays them out: one large, two side by side, three or four in a grid, "+N" beyond.
import { theme } from 'antd';
import type { EditorMedia } from '../editor-api';
import { mediaSrc } from '../media/media-url';

export function MediaGrid({ media, square = false, rounded = false, alt }: { media: EditorMedia[]; square?: boolean; rounded?: boolean; alt: (n: number) => string }) {
  const { token } = theme.useToken();
  if (media.length === 0) return null;
  const first = media[0];
  const radius = rounded ? token.borderRadiusLG : 0;
  if (first.kind === 'video') {
    return <video src={mediaSrc(first.url)} controls muted preload="metadata" aria-label={alt(1)} style={{ width: '100%', display: 'block', borderRadius: radius }} />;
  }
  const shown = media.slice(0, 4);
  const extra = media.length - shown.length;
  const columns = shown.length === 1 ? 1 : 2;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 2, borderRadius: radius, overflow: 'hidden' }}>
      {shown.map((item, index) => (
        <div key={item.id} style={{ position: 'relative', gridColumn: shown.length === 3 && index === 0 ? 'span 2' : undefined }}>
          <img
            src={mediaSrc(item.url)}
            alt={alt(index + 1)}
            style={{ width: '100%', aspectRatio: square || shown.length > 1 ? '1 / 1' : undefined, objectFit: 'cover', display: 'block' }}
          />
          {extra > 0 && index === shown.length - 1 ? (
            <span
              aria-hidden="true"
              style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: token.colorBgMask, color: token.colorTextLightSolid, fontSize: token.fontSizeHeading3 }}
            >
              +{extra}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
