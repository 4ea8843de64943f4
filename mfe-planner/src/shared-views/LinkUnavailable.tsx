// What a visitor sees for a revoked or unknown share link.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLANNER_NS } from '../i18n/namespace';

export function LinkUnavailable() {
  const { t } = useTranslation(PLANNER_NS);
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('share.unavailable')}
      subTitle={t('share.unavailableHelp')}
      extra={<Button onClick={() => navigate('/dashboard')}>{t('share.home')}</Button>}
    />
  );
}

/** Whether a failed load means the link is gone (404), not a passing failure. */
export function isGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && (error as { response?: { status?: number } }).response?.status === 404;
}
