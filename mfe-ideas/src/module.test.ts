import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import ideas from './module';
import IdeasHome from './pages/IdeasHome';

describe('mfe-ideas module', () => {
  it('exposes /ideas-generator and its menu entry behind the brainstorm feature', () => {
    expect(ideas).toMatchObject({
      name: 'mfe_ideas',
      namespace: 'mfe-ideas',
      version,
      routes: [{ path: '/ideas-generator', resource: 'user', feature: 'brainstorm', titleKey: 'title' }],
      menu: [{ titleKey: 'title', path: '/ideas-generator', resource: 'user', feature: 'brainstorm', order: 70 }],
      widgets: [],
    });
    expect(ideas.locales.en.title).toBe('Ideas Generator');
  });

  it('loads its page lazily and is translated in every locale', async () => {
    await expect(ideas.routes[0].load()).resolves.toEqual({ default: IdeasHome });
    expectLocalesComplete(ideas.locales);
  });
});
