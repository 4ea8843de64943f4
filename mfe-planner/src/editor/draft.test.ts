import { blockers, emptyDraft, toBody, type Draft } from './draft';
import { makeMedia } from './testing/answers';

const draft = (change: Partial<Draft> = {}): Draft => ({ ...emptyDraft('2026-12-01', '09:30'), ...change });
const keys = (d: Draft) => blockers(d).map((b) => b.key);

it('needs some content, media for Instagram and a date and time when scheduled', () => {
  expect(keys(draft())).toEqual(['editor.blocked.empty']);
  expect(keys(draft({ caption: 'Hi', channels: ['instagram'] }))).toEqual(['editor.blocked.instagramMedia']);
  expect(keys(draft({ caption: 'Hi', channels: ['instagram'], media: [makeMedia(1)] }))).toEqual([]);
  expect(keys(draft({ caption: 'Hi', time: '' }))).toEqual(['editor.blocked.when']);
  expect(keys(draft({ caption: 'Hi', time: '', date: '', state: 'draft' }))).toEqual([]);
  expect(keys(draft({ linkUrl: 'https://bakery.example' }))).toEqual([]);
});

it('checks the caption against the chosen networks only, and every variant against its own network', () => {
  const long = 'a'.repeat(2201);
  expect(keys(draft({ caption: long, channels: ['facebook'] }))).toEqual([]);
  expect(blockers(draft({ caption: long, channels: ['facebook', 'instagram'], media: [makeMedia(1)] }))).toEqual([
    { key: 'editor.blocked.overLimit', network: 'instagram', values: { limit: 2200 } },
  ]);
  expect(blockers(draft({ caption: 'ok', variants: { twitter: 'b'.repeat(281) } }))).toEqual([
    { key: 'editor.blocked.overLimit', network: 'twitter', values: { limit: 280 } },
  ]);
  // Emoji count once, as the networks count them.
  expect(keys(draft({ caption: '👍'.repeat(280), channels: ['twitter'] }))).toEqual([]);
});

it('sends empty variants as none, trims the first comment and forgets a link card without a link', () => {
  expect(
    toBody(draft({ caption: 'Hi', variants: { facebook: '', linkedin: 'Pro' }, firstComment: '  ', linkUrl: ' ', linkMeta: { title: 't', description: null, host: 'h', image: null }, channels: ['twitter', 'facebook'] })),
  ).toEqual({ caption: 'Hi', variants: { linkedin: 'Pro' }, media_ids: [], link_url: null, link_meta: null, channels: ['facebook', 'twitter'], account_ids: [], first_comment: null, state: 'scheduled', date: '2026-12-01', time: '09:30' });
});
