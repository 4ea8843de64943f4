// The sandbox's public X pages: a post's permalink, a profile, avatars — labelled as the sandbox.
import { escapeHtml, sandboxPage } from '../http';
import { avatarSvg, html, type FakeReply } from '../kit/reply';
import type { XContext } from './context';

export function statusPage(ctx: XContext, id: string): FakeReply {
  const post = ctx.state.postsById.get(id);
  const tweet = ctx.state.tweets.get(id);
  if (!tweet) return html(404, sandboxPage('X', 'Post not found', `<p>No sandbox post ${escapeHtml(id)}.</p>`));
  const replies = (post?.comments ?? []).map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  return html(
    200,
    sandboxPage(
      'X',
      `Post by ${post?.authorName ?? tweet.authorId}`,
      `<article><p style="white-space:pre-wrap">${escapeHtml(tweet.text)}</p>
${post && post.mediaCount > 0 ? `<p>${post.mediaCount} media item(s)</p>` : ''}
<p><small>${escapeHtml(id)} · ${tweet.createdAt.toISOString()}</small></p></article>${replies ? `<h2>Replies</h2><ul>${replies}</ul>` : ''}`,
    ),
  );
}

export function profilePage(username: string): FakeReply {
  return html(200, sandboxPage('X', `@${username}`, '<p>A sandbox profile.</p>'));
}

export function avatar(): FakeReply {
  return { kind: 'bytes', status: 200, type: 'image/svg+xml', data: avatarSvg('X', '#111') };
}
