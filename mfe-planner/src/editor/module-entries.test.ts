import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import planner from '../module';
import ar from '../i18n/editor/ar.json';
import de from '../i18n/editor/de.json';
import en from '../i18n/editor/en.json';
import fr from '../i18n/editor/fr.json';
import pt from '../i18n/editor/pt.json';
import PostEditorPage from '../pages/PostEditorPage';
import QueuePage from '../pages/QueuePage';

const route = (path: string) => {
  const found = planner.routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

it('exposes the editor and the queue to customers, lazily, with the Queue menu entry after Content Planners', async () => {
  expect(route('/posts/create/:id')).toMatchObject({ resource: 'user', titleKey: 'editor.createTitle' });
  expect(route('/posts/edit/:id')).toMatchObject({ resource: 'user', titleKey: 'editor.editTitle' });
  expect(route('/posts/queue')).toMatchObject({ resource: 'user', titleKey: 'queue.title' });
  await expect(route('/posts/create/:id').load()).resolves.toEqual({ default: PostEditorPage });
  await expect(route('/posts/edit/:id').load()).resolves.toEqual({ default: PostEditorPage });
  await expect(route('/posts/queue').load()).resolves.toEqual({ default: QueuePage });
  expect(planner.menu).toContainEqual({ key: 'queue', titleKey: 'queue.title', path: '/posts/queue', resource: 'user', order: 21 });
  expect(planner.locales.en['queue.title']).toBe('Queue');
});

it('has every editor and queue key translated in every locale, and merged into the namespace', () => {
  expectLocalesComplete({ en, ar, fr, de, pt });
  for (const [locale, texts] of Object.entries({ en, ar, fr, de, pt })) {
    expect(planner.locales[locale as keyof typeof planner.locales]).toMatchObject(texts);
  }
});
