// The post being written: its state in the editor, what the server receives, and why it cannot be
// saved yet (the same rules the server applies, checked first so the user sees them at once).
import type { EditorMedia, LinkMeta, PostBody, PostDetail } from './editor-api';
import { isNetwork, NETWORK_LIMITS, NETWORKS, POST_IMAGES_MAX, textFor, textLength, type Network } from './networks';

export type PostStateChoice = 'draft' | 'scheduled';

export interface Draft {
  caption: string;
  /** Networks whose "Use a different text" toggle is on, with their text ('' = the caption). */
  variants: Partial<Record<Network, string>>;
  media: EditorMedia[];
  linkUrl: string;
  linkMeta: LinkMeta | null;
  channels: Network[];
  /** Connected accounts picked for the chosen networks; [] = every account of them. */
  accountIds: number[];
  /** Wall clock in the planner's zone; empty when not set. */
  date: string;
  time: string;
  state: PostStateChoice;
  firstComment: string;
}

export function emptyDraft(date: string, time: string): Draft {
  return { caption: '', variants: {}, media: [], linkUrl: '', linkMeta: null, channels: [], accountIds: [], date, time, state: 'scheduled', firstComment: '' };
}

export function draftFromPost(post: PostDetail, fallback: { date: string; time: string }): Draft {
  const variants: Partial<Record<Network, string>> = {};
  for (const network of NETWORKS) {
    const text = post.variants[network];
    if (text) variants[network] = text;
  }
  const byId = new Map<number, EditorMedia>(post.media.map((media) => [media.id, media]));
  // media_ids carries the order; media the details.
  const media = post.media_ids.map((id) => byId.get(id)).filter((m) => m !== undefined);
  return {
    caption: post.caption,
    variants,
    media: media.length === post.media.length ? media : post.media,
    linkUrl: post.link_url ?? '',
    linkMeta: post.link_meta,
    channels: post.channels.filter(isNetwork),
    accountIds: [...post.account_ids],
    date: post.date ?? fallback.date,
    time: post.time ?? fallback.time,
    state: post.state === 'draft' ? 'draft' : 'scheduled',
    firstComment: post.first_comment ?? '',
  };
}

/** `accountIds`: the picker's choice as worked out against the user's connected accounts, when known. */
export function toBody(draft: Draft, accountIds: readonly number[] = draft.accountIds): PostBody {
  const variants: Partial<Record<Network, string>> = {};
  for (const network of NETWORKS) {
    const text = draft.variants[network];
    if (text) variants[network] = text;
  }
  const linkUrl = draft.linkUrl.trim();
  return {
    caption: draft.caption,
    variants,
    media_ids: draft.media.map((media) => media.id),
    link_url: linkUrl || null,
    link_meta: linkUrl ? draft.linkMeta : null,
    channels: NETWORKS.filter((network) => draft.channels.includes(network)),
    account_ids: [...accountIds],
    first_comment: draft.firstComment.trim() || null,
    state: draft.state,
    date: draft.date || null,
    time: draft.time || null,
  };
}

/** The text each network would publish and how long it is against its limit. */
export function counts(draft: Draft): Record<Network, { length: number; limit: number; over: boolean }> {
  const result = {} as Record<Network, { length: number; limit: number; over: boolean }>;
  for (const network of NETWORKS) {
    const length = textLength(textFor(draft.caption, draft.variants, network));
    result[network] = { length, limit: NETWORK_LIMITS[network], over: length > NETWORK_LIMITS[network] };
  }
  return result;
}

/** A reason the draft cannot be saved, as an i18n key of the editor plus its values. */
export interface Blocker {
  key: string;
  values?: Record<string, string | number>;
  /** The network concerned; its display name fills `{{network}}`. */
  network?: Network;
}

export function blockers(draft: Draft): Blocker[] {
  const found: Blocker[] = [];
  const lengths = counts(draft);
  for (const network of NETWORKS) {
    // A variant is always checked; the caption only for the networks it is published to.
    const checked = Boolean(draft.variants[network]) || draft.channels.includes(network);
    if (checked && lengths[network].over) found.push({ key: 'editor.blocked.overLimit', network, values: { limit: lengths[network].limit } });
  }
  if (!draft.caption.trim() && draft.media.length === 0 && !draft.linkUrl.trim()) found.push({ key: 'editor.blocked.empty' });
  if (draft.channels.includes('instagram') && draft.media.length === 0) found.push({ key: 'editor.blocked.instagramMedia' });
  if (draft.state === 'scheduled' && (!draft.date || !draft.time)) found.push({ key: 'editor.blocked.when' });
  if (draft.media.length > POST_IMAGES_MAX) found.push({ key: 'editor.media.tooMany', values: { max: POST_IMAGES_MAX } });
  return found;
}
