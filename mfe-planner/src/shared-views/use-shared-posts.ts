// Shared views keep the posts they show in state so a verdict updates the post's review badge at once.
import type { ReviewStatus } from '@cadence/shared-lib/contract';
import { useCallback, useState } from 'react';
import type { PreviewPost } from '../preview/preview-model';

export function useOpenPost() {
  const [open, setOpen] = useState<PreviewPost | null>(null);
  const [verdicts, setVerdicts] = useState<Record<number, ReviewStatus>>({});
  const onVerdict = useCallback((postId: number, status: ReviewStatus) => {
    setVerdicts((old) => ({ ...old, [postId]: status }));
    setOpen((post) => (post && post.id === postId ? { ...post, reviewStatus: status } : post));
  }, []);
  /** A post with the verdict given in this visit, if any. */
  const withVerdict = useCallback((post: PreviewPost): PreviewPost => (verdicts[post.id] ? { ...post, reviewStatus: verdicts[post.id] } : post), [verdicts]);
  return { open, setOpen, onVerdict, withVerdict };
}
