import { parseRemotesMap } from './remotes-map';

describe('parseRemotesMap', () => {
  it('accepts federation names mapped to manifest URLs', () => {
    expect(parseRemotesMap({ mfe_planner: '/remotes/mfe-planner/mf-manifest.json' })).toEqual({
      mfe_planner: '/remotes/mfe-planner/mf-manifest.json',
    });
  });

  it.each([[null], [[]], [{ 'Bad-Name': '/x.json' }], [{ mfe_x: '' }], [{ mfe_x: 3 }]])('rejects %j', (value) => {
    expect(() => parseRemotesMap(value)).toThrow();
  });
});
