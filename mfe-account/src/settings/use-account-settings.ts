// Loads GET /account-settings once for the page; the tabs read their initial values from it.
import { call, type CallResult } from '@cadence/shared-lib';
import { useCallback, useEffect, useState } from 'react';

export type AccountSettings = CallResult<'accountSettings'>['data'];

export type SettingsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; settings: AccountSettings };

export function useAccountSettings(): { state: SettingsState; reload: () => void } {
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    call('accountSettings')
      .then((answer) => {
        if (active) setState({ status: 'ready', settings: answer.data });
      })
      .catch(() => {
        // The client already told the user (toast, or a redirect on 401/403).
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
