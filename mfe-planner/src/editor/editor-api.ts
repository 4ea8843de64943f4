// The editor's calls, through shared-lib's one client. Uploads go through the shared axios instance
// directly, because only it reports upload progress.
import { call, http, type CallInput, type CallResult } from '@cadence/shared-lib';

export type PostDetail = CallResult<'showPost'>['data']['post'];
export type EditorPlanner = CallResult<'account'>['data']['account'];
export type UploadedMedia = CallResult<'uploadPostMedia'>['data']['media'];
export type LinkMeta = CallResult<'linkPreview'>['data']['meta'];
/** What a create or update sends (JSON, never multipart). */
export type PostBody = Exclude<CallInput<'createPost'>['body'], FormData>;

/** Media as the editor shows them: uploaded now, or loaded with the post. */
export type EditorMedia = Pick<UploadedMedia, 'id' | 'kind' | 'url' | 'width' | 'height'>;

/** The upload's path and multipart field (contract: uploadPostMedia, POST_MEDIA_FIELD; contract-sync.test.ts checks them). */
export const MEDIA_UPLOAD_PATH = '/post-media';
export const MEDIA_FIELD = 'file';

export async function loadPlanner(id: number): Promise<EditorPlanner> {
  return (await call('account', { params: { id } })).data.account;
}

export async function loadPost(postId: number): Promise<PostDetail> {
  return (await call('showPost', { params: { postId } })).data.post;
}

export async function savePost(target: { plannerId: number } | { postId: number }, body: PostBody): Promise<PostDetail> {
  const answer = 'postId' in target ? await call('updatePost', { params: { postId: target.postId }, body }) : await call('createPost', { params: { plannerId: target.plannerId }, body });
  return answer.data.post;
}

export async function uploadMedia(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  const body = new FormData();
  body.append(MEDIA_FIELD, file);
  const answer = await http.post<{ data: { media: UploadedMedia } }>(MEDIA_UPLOAD_PATH.slice(1), body, {
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return answer.data.data.media;
}

export async function deleteMedia(id: number): Promise<void> {
  await call('deletePostMedia', { params: { id } });
}

export async function fetchLinkPreview(url: string): Promise<LinkMeta> {
  return (await call('linkPreview', { query: { url } })).data.meta;
}
