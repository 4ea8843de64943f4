// The signed-in user and access token, persisted so a reload keeps the session (spec §4 Login).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../contract/user';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  setSession(user: User, token: string): void;
  setUser(user: User): void;
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'cadence.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      accessToken: null,
      setSession: (user, token) => set({ user, accessToken: token }),
      setUser: (user) => set({ user }),
      clear: () => set({ user: null, accessToken: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, accessToken: state.accessToken }),
    },
  ),
);
