// The seeded accounts (API seed on first run) and where a signed-in browser state is kept.
import path from 'node:path';
import { authDir, seedPassword } from './run-env';

export type Role = 'admin' | 'staff' | 'user';

export const accounts: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@example.com', password: seedPassword },
  staff: { email: 'staff@example.com', password: seedPassword },
  user: { email: 'demo@example.com', password: seedPassword },
};

/** Storage state (localStorage + cookies) of a demo user signed in by auth.setup.ts. */
export const demoStatePath = path.join(authDir, 'demo.json');
