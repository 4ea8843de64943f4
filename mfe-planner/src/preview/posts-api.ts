// The preview modal's calls: feedback list, duplicate and delete (spec §7 POST /posts/{postId} _method delete).
import { call, type CallResult } from '@cadence/shared-lib';

export type Feedback = CallResult<'postFeedback'>['data']['feedback'][number];

export async function listFeedback(postId: number): Promise<Feedback[]> {
  return (await call('postFeedback', { params: { postId } })).data.feedback;
}

export async function duplicatePost(postId: number): Promise<void> {
  await call('duplicatePost', { params: { postId } });
}

export async function deletePost(postId: number): Promise<void> {
  await call('deletePost', { params: { postId } });
}
