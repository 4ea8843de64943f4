// Post media uploads and link previews (issue 5: images/video checked from the bytes; link cards fetched by the server, never from private addresses).
import { z } from 'zod';
import { idParam } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

export const POST_IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'] as const;
export const POST_VIDEO_TYPES = ['mp4', 'mov'] as const;
export const POST_IMAGE_MAX_MB = 10;
export const POST_VIDEO_MAX_MB = 200;
/** What a file input may offer (the server still decides from the bytes). */
export const POST_MEDIA_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime';
/** The multipart field that carries the file. */
export const POST_MEDIA_FIELD = 'file';
export const LINK_PREVIEW_URL_MAX = 2048;

/** Refusals of the media and link-preview endpoints (422), worded for the customer. */
export const postMediaMessages = {
  fileType: 'The file must be an image (JPG, PNG, GIF, WEBP) or a video (MP4, MOV).',
  imageTooLarge: `The image must not be greater than ${POST_IMAGE_MAX_MB} MB.`,
  videoTooLarge: `The video must not be greater than ${POST_VIDEO_MAX_MB} MB.`,
  fileRequired: m.required(POST_MEDIA_FIELD),
  urlRefused: 'This address cannot be previewed.',
  urlTimeout: 'The page took too long to answer, so it cannot be previewed.',
  notHtml: 'This address is not a web page, so it cannot be previewed.',
  unreachable: 'The page could not be reached, so it cannot be previewed.',
} as const;

export const MEDIA_KINDS = ['image', 'video'] as const;

export const PostMedia = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  /** /media/show/{file}: served to the owner (and to visitors of a valid share link of a post using it). */
  url: z.string(),
  mime: z.string(),
  /** Bytes as stored. */
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type PostMedia = z.infer<typeof PostMedia>;

/** A link's preview card, as stored on a post (`posts.link_meta`). */
export const LinkPreviewMeta = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  host: z.string(),
  /** Absolute http(s) URL of the card's image, or null. */
  image: z.string().nullable(),
});
export type LinkPreviewMeta = z.infer<typeof LinkPreviewMeta>;

export const LinkPreviewQuery = z
  .object({
    url: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required('url') : m.string('url')) })
      .trim()
      .min(1, m.required('url'))
      .max(LINK_PREVIEW_URL_MAX, m.max('url', LINK_PREVIEW_URL_MAX))
      .pipe(z.url({ protocol: /^https?$/, error: m.url('url') })),
  })
  .strict();
export type LinkPreviewQuery = z.input<typeof LinkPreviewQuery>;

const MediaIdParams = z.object({ id: idParam('id') }).strict();

export const postMediaEndpoints = {
  uploadPostMedia: defineEndpoint({
    method: 'POST',
    // Not under /posts/: POST /posts/{x} is also DELETE/PUT /posts/:postId, and method spoofing
    // buffers such POSTs (25 MB cap), which would defeat streaming a 200 MB video.
    path: '/post-media',
    response: envelope(z.object({ media: PostMedia })),
    auth: 'user',
    summary: `Multipart, field "file": an image (JPG, PNG, GIF, WEBP; at most ${POST_IMAGE_MAX_MB} MB) or a video (MP4, MOV; at most ${POST_VIDEO_MAX_MB} MB), type decided from the bytes`,
    tag: 'posts',
  }),
  deletePostMedia: defineEndpoint({
    method: 'DELETE',
    path: '/post-media/:id',
    params: MediaIdParams,
    response: z.object({ success: z.literal(true) }),
    auth: 'user',
    summary: "POST with _method=delete: deletes one of the user's uploaded media (another user's: 404)",
    tag: 'posts',
  }),
  linkPreview: defineEndpoint({
    method: 'GET',
    path: '/posts/link-preview',
    query: LinkPreviewQuery,
    response: envelope(z.object({ meta: LinkPreviewMeta })),
    auth: 'user',
    summary: 'Fetches a public web page (never a private or loopback address; 5 s, 1 MB) and answers its Open Graph card',
    tag: 'posts',
  }),
} as const;
// CONTRACT READY
