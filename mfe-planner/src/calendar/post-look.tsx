// How a post's type, state and review show on chips and in the preview: small inline icons (in the
// text colour) and antd tag colours (theme-aware, so the dark skin works).
import type { PostState, PostType, ReviewStatus } from '@cadence/shared-lib/contract';

const PATHS: Record<PostType, string> = {
  text: 'M3 3h10v2H9v8H7V5H3z',
  image: 'M2 3h12v10H2zm1 1v6l3-3 3 3 2-2 2 2V4zm8 1.5a1 1 0 1 0 0 .01z',
  video: 'M2 4h8v8H2zm9 2.5 3-2v7l-3-2z',
  link: 'M6.5 9.5 9.5 6.5M5 8 3.5 9.5a2 2 0 0 0 3 3L8 11M11 8l1.5-1.5a2 2 0 0 0-3-3L8 5',
};

/** The post type as a 1em icon; its meaning is given by the caller's label. */
export function TypeIcon({ type }: { type: PostType }) {
  const stroke = type === 'link';
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden focusable="false" style={{ flex: 'none' }}>
      <path d={PATHS[type]} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth={1.6} strokeLinecap="round" />
    </svg>
  );
}

export const STATE_COLORS: Record<PostState, string> = {
  draft: 'default',
  scheduled: 'blue',
  processing: 'gold',
  published: 'green',
  failure: 'red',
};

export const REVIEW_COLORS: Record<Exclude<ReviewStatus, 'none'>, string> = {
  approved: 'green',
  changes_requested: 'orange',
};
