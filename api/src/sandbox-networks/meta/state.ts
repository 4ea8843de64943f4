// The fake Graph API's in-memory world: Facebook users, their Pages, the Instagram business accounts
// behind them, tokens, consent codes, photos/videos, Instagram containers and the posts made.
// Everything is plain maps so seeding hundreds of Pages (the bench) costs microseconds.
import { randomBytes } from 'node:crypto';
import type { FakePost } from '../types';

export interface FbUser {
  id: string;
  name: string;
  pageIds: string[];
}

export interface FbPage {
  id: string;
  name: string;
  username: string;
  ownerId: string;
  igUserId: string | null;
}

export interface IgUser {
  id: string;
  username: string;
  name: string;
  pageId: string;
}

export type TokenStatus = 'valid' | 'expired' | 'revoked';

export interface TokenRecord {
  token: string;
  kind: 'user' | 'page';
  userId: string;
  /** Page tokens: the Page they act as. */
  pageId: string | null;
  scopes: string[];
  declined: string[];
  /** ms epoch; null: never (page tokens from a long-lived user token). */
  expiresAt: number | null;
  status: TokenStatus;
}

export interface CodeRecord {
  code: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  declined: string[];
  used: boolean;
}

export interface Photo {
  id: string;
  pageId: string;
  published: boolean;
  /** Set once attached to a multi-photo post (each unpublished photo is used once). */
  attachedTo: string | null;
}

export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';

export interface Container {
  id: string;
  igUserId: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'REELS' | 'CAROUSEL' | 'STORIES';
  isCarouselItem: boolean;
  children: string[];
  caption: string;
  status: ContainerStatus;
  /** With ERROR: "Error: 2207052"-style text (platform-contracts §3.1). */
  statusText: string | null;
  mediaId: string | null;
  createdAt: number;
}

/** A FakePost with what the fake needs to find it again. */
export interface StoredPost extends FakePost {
  network: 'facebook' | 'instagram';
  /** Facebook Page owning the post (Instagram: the Page behind the account). */
  pageId: string;
}

export const CONTAINER_TTL_MS = 24 * 60 * 60 * 1000;

export class MetaState {
  users = new Map<string, FbUser>();
  pages = new Map<string, FbPage>();
  igUsers = new Map<string, IgUser>();
  tokens = new Map<string, TokenRecord>();
  /** `${userToken} ${pageId}` → the page token handed out with /me/accounts for that user token. */
  pageTokens = new Map<string, string>();
  codes = new Map<string, CodeRecord>();
  photos = new Map<string, Photo>();
  containers = new Map<string, Container>();
  posts: StoredPost[] = [];
  postsById = new Map<string, StoredPost>();
  /** Page id / IG user id → its posts, oldest first (the bench makes thousands). */
  postsByAccount = new Map<string, StoredPost[]>();
  private counter = 0;

  /** Numeric ids like the real ones, distinct per kind by prefix. */
  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(this.counter).padStart(9, '0')}`;
  }

  newToken(prefix: string): string {
    return `${prefix}${randomBytes(18).toString('base64url')}`;
  }

  addUser(name: string): FbUser {
    const user: FbUser = { id: this.nextId('10158'), name, pageIds: [] };
    this.users.set(user.id, user);
    return user;
  }

  addPage(owner: FbUser, name: string, username: string, igUsername: string | null): FbPage {
    const page: FbPage = { id: this.nextId('13489'), name, username, ownerId: owner.id, igUserId: null };
    this.pages.set(page.id, page);
    owner.pageIds.push(page.id);
    if (igUsername !== null) {
      const ig: IgUser = { id: this.nextId('178414'), username: igUsername, name, pageId: page.id };
      this.igUsers.set(ig.id, ig);
      page.igUserId = ig.id;
    }
    return page;
  }

  issueToken(input: Omit<TokenRecord, 'token' | 'status'>): TokenRecord {
    const record: TokenRecord = { ...input, token: this.newToken(input.kind === 'page' ? 'EAAP' : 'EAAU'), status: 'valid' };
    this.tokens.set(record.token, record);
    return record;
  }

  /** The Page token a user token lists for a Page (one per user token and Page, like Graph's derived tokens). */
  pageTokenFor(userToken: TokenRecord, pageId: string): string {
    const key = `${userToken.token} ${pageId}`;
    const existing = this.pageTokens.get(key);
    if (existing && this.tokens.get(existing)?.status === 'valid') return existing;
    const record = this.issueToken({
      kind: 'page',
      userId: userToken.userId,
      pageId,
      scopes: userToken.scopes,
      declined: userToken.declined,
      expiresAt: null,
    });
    this.pageTokens.set(key, record.token);
    return record.token;
  }

  recordPost(post: StoredPost): StoredPost {
    this.posts.push(post);
    this.postsById.set(post.id, post);
    const list = this.postsByAccount.get(post.accountId);
    if (list) list.push(post);
    else this.postsByAccount.set(post.accountId, [post]);
    return post;
  }

  /** A container's status now (24 h expiry; a carousel reports its worst child). */
  containerStatus(container: Container, now: number): { status: ContainerStatus; text: string | null } {
    if (container.status !== 'PUBLISHED' && now - container.createdAt > CONTAINER_TTL_MS) return { status: 'EXPIRED', text: null };
    if (container.mediaType === 'CAROUSEL' && container.status === 'FINISHED') {
      for (const childId of container.children) {
        const child = this.containers.get(childId);
        if (!child) continue;
        const s = this.containerStatus(child, now);
        if (s.status !== 'FINISHED') return s;
      }
    }
    return { status: container.status, text: container.statusText };
  }
}
