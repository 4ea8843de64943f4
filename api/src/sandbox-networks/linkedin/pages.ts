// The sandbox's public LinkedIn pages: what a post's permalink, a profile link or a company link
// opens, labelled as the sandbox.
import { escapeHtml, sandboxPage } from '../http';
import { avatarSvg, html, type FakeReply } from '../kit/reply';
import type { LinkedInContext } from './context';

export function postPage(ctx: LinkedInContext, urn: string): FakeReply {
  const post = ctx.state.postsByUrn.get(urn);
  if (!post) return html(404, sandboxPage('LinkedIn', 'Post not found', `<p>No sandbox post ${escapeHtml(urn)}.</p>`));
  const comments = post.comments.map((c) => `<li>${escapeHtml(c)}</li>`).join('');
  return html(
    200,
    sandboxPage(
      'LinkedIn',
      `Post by ${post.authorName}`,
      `<article><p style="white-space:pre-wrap">${escapeHtml(post.text)}</p>
${post.mediaCount > 0 ? `<p>${post.mediaCount} media item(s)</p>` : ''}${post.link ? `<p>Link: ${escapeHtml(post.link)}</p>` : ''}
<p><small>${escapeHtml(post.id)} · ${post.createdAt.toISOString()}</small></p></article>
${comments ? `<h2>Comments</h2><ul>${comments}</ul>` : ''}`,
    ),
  );
}

export function profilePage(kind: 'in' | 'company', vanity: string): FakeReply {
  return html(200, sandboxPage('LinkedIn', kind === 'in' ? `Member ${vanity}` : `Organization ${vanity}`, '<p>A sandbox profile: its posts are listed by the sandbox control routes.</p>'));
}

export function avatar(id: string): FakeReply {
  return { kind: 'bytes', status: 200, type: 'image/svg+xml', data: avatarSvg(id.startsWith('org-') ? 'Org' : 'In', '#0a66c2') };
}
