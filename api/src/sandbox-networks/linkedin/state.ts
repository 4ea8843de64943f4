// What the LinkedIn fake remembers between requests: pending authorization codes, uploads and posts.
import type { FakePost } from '../types';

export type MediaStatus = 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  memberName: string;
  expiresAt: number;
}

export interface StoredImage {
  urn: string;
  owner: string;
  status: MediaStatus;
  /** Status reads (or post attempts) left before PROCESSING turns AVAILABLE (media-in-progress fault). */
  pollsLeft: number;
  failing: boolean;
}

export interface VideoPart {
  firstByte: number;
  lastByte: number;
  etag: string | null;
}

export interface StoredVideo {
  urn: string;
  owner: string;
  size: number;
  parts: VideoPart[];
  status: MediaStatus;
  pollsLeft: number;
  failing: boolean;
}

export interface StoredPost extends FakePost {
  /** urn:li:share:… (also FakePost.id) */
  author: string;
  authorName: string;
  mediaUrns: string[];
  body: Record<string, unknown>;
}

export class LinkedInState {
  codes = new Map<string, PendingCode>();
  images = new Map<string, StoredImage>();
  videos = new Map<string, StoredVideo>();
  posts: StoredPost[] = [];
  postsByUrn = new Map<string, StoredPost>();
  /** Access tokens issued at or before this instant are expired (expireTokens()). */
  expiredBefore = 0;
  /** Member sub → instant their tokens were revoked (revoked-token fault). */
  revokedAt = new Map<string, number>();
  /** Requests seen per `METHOD path` (tests assert how often the app called something). */
  calls = new Map<string, number>();
  private sequence = 0;

  /** LinkedIn share ids are 19 digits. */
  nextId(): string {
    this.sequence += 1;
    return `7${String(Date.now()).padStart(13, '0')}${String(this.sequence % 100000).padStart(5, '0')}`;
  }

  addPost(post: StoredPost): void {
    this.posts.push(post);
    this.postsByUrn.set(post.id, post);
  }
}
