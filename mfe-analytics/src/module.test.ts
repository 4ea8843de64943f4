import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import analytics from './module';
import TrendsHome from './pages/TrendsHome';

describe('mfe-analytics module', () => {
  it("exposes /twitter/trends behind the twitter.trends feature, under an Analytics menu group", () => {
    expect(analytics).toMatchObject({
      name: 'mfe_analytics',
      namespace: 'mfe-analytics',
      version,
      routes: [{ path: '/twitter/trends', resource: 'user', feature: 'twitter.trends', titleKey: 'title' }],
      menu: [
        {
          titleKey: 'menuGroup',
          order: 60,
          children: [{ titleKey: 'title', path: '/twitter/trends', resource: 'user', feature: 'twitter.trends' }],
        },
      ],
      widgets: [],
    });
    expect([analytics.locales.en.menuGroup, analytics.locales.en.title]).toEqual(['Analytics', "What's Trending"]);
  });

  it('loads its page lazily and is translated in every locale', async () => {
    await expect(analytics.routes[0].load()).resolves.toEqual({ default: TrendsHome });
    expectLocalesComplete(analytics.locales);
  });
});
