// The locale switch (spec §4, §9): store locally, save on the account when signed in, reload after 0.6 s.
import type { Locale } from '../contract/domain';
import { call } from '../client/call';
import { reloadPage } from '../client/navigation';
import { useSessionStore } from '../stores/session-store';
import { applyLocale, storeLocale } from './locale';

export const LOCALE_RELOAD_DELAY_MS = 600;

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  const session = useSessionStore.getState();
  if (session.accessToken) {
    const answer = await call('setLocale', { params: { locale } });
    useSessionStore.getState().setUser(answer.data.user);
  }
  applyLocale(locale);
  setTimeout(reloadPage, LOCALE_RELOAD_DELAY_MS);
}
