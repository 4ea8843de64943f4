import { expectLocalesComplete } from '@cadence/shared-lib/testing';
import { version } from '../package.json';
import checklists from './module';
import ToDoHome from './pages/ToDoHome';

describe('mfe-checklists module', () => {
  it('exposes /to-do and the "To Do" menu entry', () => {
    expect(checklists).toMatchObject({
      name: 'mfe_checklists',
      namespace: 'mfe-checklists',
      version,
      routes: [{ path: '/to-do', resource: 'user', titleKey: 'title' }],
      menu: [{ key: 'to-do', titleKey: 'title', path: '/to-do', resource: 'user', order: 40 }],
      widgets: [],
    });
    expect(checklists.locales.en.title).toBe('To Do');
  });

  it('loads its home page lazily and is translated in every locale', async () => {
    await expect(checklists.routes[0].load()).resolves.toEqual({ default: ToDoHome });
    expectLocalesComplete(checklists.locales);
  });
});
