// What the X fake remembers between requests: pending codes (PKCE), spent refresh tokens, media
// uploads, tweets and the posts tests count.
import type { FakePost } from '../types';

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  challenge: string;
  userName: string;
  expiresAt: number;
}

export type MediaState = 'uploading' | 'pending' | 'in_progress' | 'succeeded' | 'failed';

export interface StoredMedia {
  id: string;
  mediaKey: string;
  ownerId: string;
  mimeType: string;
  kind: 'image' | 'gif' | 'video';
  totalBytes: number;
  segments: Map<number, number>;
  state: MediaState;
  /** STATUS polls left answering in_progress before the outcome. */
  pollsLeft: number;
  failing: boolean;
}

export interface StoredTweet {
  id: string;
  authorId: string;
  text: string;
  createdAt: Date;
  replyTo: string | null;
}

export interface XPost extends FakePost {
  authorName: string;
}

export class XState {
  codes = new Map<string, PendingCode>();
  spentRefreshTokens = new Set<string>();
  media = new Map<string, StoredMedia>();
  tweets = new Map<string, StoredTweet>();
  /** `${authorId}\n${text}` of every tweet (X refuses the same text twice from one user). */
  texts = new Set<string>();
  /** Top-level posts (replies are recorded as comments of their post). */
  posts: XPost[] = [];
  postsById = new Map<string, XPost>();
  expiredBefore = 0;
  revokedAt = new Map<string, number>();
  calls = new Map<string, number>();
  /** `${windowStart} ${key}` → requests in that 15-minute window, for x-rate-limit-remaining. */
  windows = new Map<string, number>();
  private sequence = 0;

  /** Snowflake-like 19-digit ids. */
  nextId(): string {
    this.sequence += 1;
    return `1${String(Date.now()).padStart(13, '0')}${String(this.sequence % 100000).padStart(5, '0')}`;
  }
}
