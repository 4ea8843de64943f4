// The login screen's picture: the admin-configured auth_image setting, or the shipped SVG when it is
// unset or fails to load (spec §2, §8).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@cadence/shared-lib';
import fallbackImage from '../../assets/auth-fallback.svg';
import { SHELL_NS } from '../../i18n';

export function AuthImage() {
  const { t } = useTranslation(SHELL_NS);
  const [src, setSrc] = useState<string>(fallbackImage);
  useEffect(() => {
    let active = true;
    call('publicSettings', { query: { keys: 'auth_image' } })
      .then((answer) => {
        if (active && answer.data.auth_image) setSrc(answer.data.auth_image);
      })
      .catch(() => {
        // The fallback picture stays.
      });
    return () => {
      active = false;
    };
  }, []);
  return <img src={src} alt={t('authImageAlt')} data-testid="auth-image" onError={() => setSrc(fallbackImage)} />;
}
