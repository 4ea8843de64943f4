// Look preferences (spec §9 defaults: light skin, vertical layout, menu collapsed), persisted locally.
// The active skin is mirrored on <html data-skin> so the lean UI and the shell's CSS can follow it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Skin = 'light' | 'dark';

export interface LayoutState {
  skin: Skin;
  menuCollapsed: boolean;
  layout: 'vertical';
  setSkin(skin: Skin): void;
  toggleSkin(): void;
  setMenuCollapsed(collapsed: boolean): void;
}

export const LAYOUT_STORAGE_KEY = 'cadence.layout';

function applySkin(skin: Skin): void {
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-skin', skin);
}

export const useLayoutStore = create<LayoutState>()(
  persist(
    (set, get) => ({
      skin: 'light',
      menuCollapsed: true,
      layout: 'vertical',
      setSkin: (skin) => set({ skin }),
      toggleSkin: () => set({ skin: get().skin === 'dark' ? 'light' : 'dark' }),
      setMenuCollapsed: (menuCollapsed) => set({ menuCollapsed }),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ skin: state.skin, menuCollapsed: state.menuCollapsed, layout: state.layout }),
    },
  ),
);

applySkin(useLayoutStore.getState().skin);
useLayoutStore.subscribe((state, previous) => {
  if (state.skin !== previous.skin) applySkin(state.skin);
});
