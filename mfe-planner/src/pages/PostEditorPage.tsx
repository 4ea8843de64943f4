// /posts/create/:id (id = planner; ?date=&time= prefilled from the calendar) and /posts/edit/:id
// (id = post). Loads the planner or the post, then hands over to the editor.
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { draftFromPost, emptyDraft, type Draft } from '../editor/draft';
import { loadPlanner, loadPost, type PostDetail } from '../editor/editor-api';
import { PostEditor, type EditorPlannerInfo } from '../editor/PostEditor';
import { isDate, isTime, nextHourIn } from '../editor/zone';
import { PLANNER_NS } from '../i18n/namespace';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { useLoad } from '@cadence/shared-lib';

interface Loaded {
  planner: EditorPlannerInfo;
  initial: Draft;
  post?: PostDetail;
}

export default function PostEditorPage() {
  const { t } = useTranslation(PLANNER_NS);
  const { id = '' } = useParams();
  const editing = useLocation().pathname.startsWith('/posts/edit/');
  const [search] = useSearchParams();
  const date = search.get('date');
  const time = search.get('time');
  const key = `${editing ? 'edit' : 'create'}:${id}`;

  const state = useLoad<Loaded>(async () => {
    const numeric = Number(id);
    if (editing) {
      const post = await loadPost(numeric);
      return { planner: post.planner, post, initial: draftFromPost(post, nextHourIn(post.planner.timezone)) };
    }
    const planner = await loadPlanner(numeric);
    const fallback = nextHourIn(planner.timezone);
    // A day picked on the calendar keeps the next-hour default time unless a time came with it.
    const initial = emptyDraft(isDate(date) ? date : fallback.date, isTime(time) ? time : fallback.time);
    return { planner, initial };
  }, key);

  if (state.loading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('editor.loading')} />
      </Flex>
    );
  }
  if (state.failed || !state.data) return <LoadFailed text={t(editing ? 'editor.loadPostFailed' : 'editor.loadPlannerFailed')} onRetry={state.reload} />;
  return <PostEditor key={key} planner={state.data.planner} initial={state.data.initial} post={state.data.post} />;
}
