// The banner a network's return asks for (spec §2, §8): shown once, then the query leaves the URL
// (replace navigation) so a reload or Back does not repeat it. A success also refreshes the stored
// user, whose connected_with_* flags the rest of the app reads.
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { readConnectResult, withoutConnectResult, type ConnectResult } from './connect-result';
import { PLATFORM_NAMES } from './networks';

export function ConnectResultBanner({ onConnected }: { onConnected(): void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Captured from the first render's URL: the banner outlives the query it came from.
  const [result, setResult] = useState<ConnectResult | null>(() => readConnectResult(search));
  // The query acted on last: StrictMode's second effect run must not refresh the user twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const arrived = readConnectResult(search);
    if (!arrived || handled.current === search.toString()) return;
    handled.current = search.toString();
    setResult(arrived);
    if (arrived.status === 'success') onConnected();
    navigate({ pathname: location.pathname, search: withoutConnectResult(search), hash: location.hash }, { replace: true });
    // Runs for each new result in the URL; the callbacks are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  if (!result) return null;
  const platform = PLATFORM_NAMES[result.platform];
  const success = result.status === 'success';
  return (
    <Alert
      type={success ? 'success' : 'error'}
      showIcon
      closable={{ 'aria-label': t('connections.dismiss'), onClose: () => setResult(null) }}
      role={success ? 'status' : 'alert'}
      title={success ? t('connections.connected', { platform }) : t('connections.connectFailed', { platform })}
      description={!success && result.reason ? result.reason : undefined}
    />
  );
}
