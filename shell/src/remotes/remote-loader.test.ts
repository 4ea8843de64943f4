import type { RemoteModule } from '@cadence/shared-lib';
import { createFakeRuntime, makeModule, remotesMapFor, textPage } from '../../test/support/fake-remotes';
import { createRemoteLoader } from './remote-loader';
import { createRemotesStore } from './remotes-store';

const planner = makeModule('mfe_planner', { routes: [{ path: '/accounts', load: textPage('Planners') }] });
const checklists = makeModule('mfe_checklists', { routes: [{ path: '/to-do', load: textPage('To do') }] });
const modules = { mfe_planner: planner, mfe_checklists: checklists };

function setup(options: { timeoutMs?: number; fetchMap?: () => Promise<Record<string, string>> } = {}) {
  const fake = createFakeRuntime(modules);
  const store = createRemotesStore();
  const registered: RemoteModule[] = [];
  const loader = createRemoteLoader({
    runtime: fake.runtime,
    store,
    fetchRemotesMap: options.fetchMap ?? (() => Promise.resolve(remotesMapFor(modules))),
    onModule: (mod) => registered.push(mod),
    timeoutMs: options.timeoutMs ?? 1000,
  });
  const status = (name: string) => store.getState().remotes[name]?.status;
  return { fake, store, loader, registered, status };
}

describe('remote loader', () => {
  it('loads every remote from /remotes.json and registers their modules', async () => {
    const { loader, status, store, registered, fake } = setup();
    await loader.loadAll();
    expect(status('mfe_planner')).toBe('ready');
    expect(status('mfe_checklists')).toBe('ready');
    expect(store.getState().remotes.mfe_planner.module).toBe(planner);
    expect(store.getState().order).toEqual(['mfe_planner', 'mfe_checklists']);
    expect(registered.map((mod) => mod.name).sort()).toEqual(['mfe_checklists', 'mfe_planner']);
    expect(fake.loads.sort()).toEqual(['mfe_checklists/module', 'mfe_planner/module']);
  });

  it('marks a dead remote unavailable after two attempts, the second with a forced re-registration', async () => {
    const { loader, status, fake, registered } = setup();
    fake.dead.add('mfe_planner');
    await loader.loadAll();
    expect(status('mfe_planner')).toBe('unavailable');
    expect(status('mfe_checklists')).toBe('ready');
    expect(fake.loads.filter((id) => id === 'mfe_planner/module')).toHaveLength(2);
    expect(fake.registrations.filter((r) => r.name === 'mfe_planner')).toEqual([
      { name: 'mfe_planner', force: false },
      { name: 'mfe_planner', force: true },
    ]);
    expect(registered.map((mod) => mod.name)).toEqual(['mfe_checklists']);
  });

  it('does not let a hanging remote block the others, and gives up on it after the timeout', async () => {
    const { loader, status, fake, store } = setup({ timeoutMs: 40 });
    fake.hanging.add('mfe_planner');
    const done = loader.loadAll();
    await new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe((state) => {
        if (state.remotes.mfe_checklists?.status === 'ready') {
          unsubscribe();
          resolve();
        }
      });
    });
    expect(status('mfe_planner')).toBe('loading');
    await done;
    expect(status('mfe_planner')).toBe('unavailable');
    expect(store.getState().remotes.mfe_planner.error).toMatch(/timed out/);
  });

  it('retry re-registers one remote with force and brings it back without touching the others', async () => {
    const { loader, status, fake } = setup();
    fake.dead.add('mfe_planner');
    await loader.loadAll();
    expect(status('mfe_planner')).toBe('unavailable');
    const checklistLoads = fake.loads.filter((id) => id === 'mfe_checklists/module').length;

    fake.dead.delete('mfe_planner');
    await loader.retry('mfe_planner');
    expect(status('mfe_planner')).toBe('ready');
    expect(fake.registrations.at(-1)).toEqual({ name: 'mfe_planner', force: true });
    expect(fake.loads.filter((id) => id === 'mfe_checklists/module')).toHaveLength(checklistLoads);
  });

  it('records a failed /remotes.json and fetches it again on retry', async () => {
    let answers = 0;
    const { loader, store, status } = setup({
      fetchMap: () => {
        answers += 1;
        return answers === 1 ? Promise.reject(new Error('502')) : Promise.resolve(remotesMapFor(modules));
      },
    });
    await loader.loadAll();
    expect(store.getState().mapStatus).toBe('failed');
    await loader.retryUnavailable();
    expect(store.getState().mapStatus).toBe('ready');
    expect(status('mfe_planner')).toBe('ready');
  });

  it('treats an export without the RemoteModule shape as unavailable', async () => {
    const fake = createFakeRuntime({});
    fake.runtime.loadRemote = () => Promise.resolve({ default: { hello: 'world' } });
    const store = createRemotesStore();
    const loader = createRemoteLoader({
      runtime: fake.runtime,
      store,
      fetchRemotesMap: () => Promise.resolve({ mfe_broken: 'http://remotes.test/mfe_broken/mf-manifest.json' }),
    });
    await loader.loadAll();
    expect(store.getState().remotes.mfe_broken.status).toBe('unavailable');
    expect(store.getState().remotes.mfe_broken.error).toMatch(/not a RemoteModule/);
  });
});
