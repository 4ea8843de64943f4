// /admin/users/login/:hash (full layout): uses a single-use impersonation link. On success the
// admin's session is stashed, the user's takes its place and the app reloads on /dashboard; an
// expired or used link shows why, with the way back to /admin/users.
import { beginImpersonation, firstValidationMessage } from '@cadence/shared-lib';
import { Button, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { assignLocation } from '../platform/full-navigation';
import { redeemImpersonationLink, type ImpersonationSession } from '../users/billing-api';

/**
 * One request per link, even if the page mounts twice (StrictMode, a re-render): the link is single
 * use, so a second request would fail and hide the first one's success.
 */
const redeeming = new Map<string, Promise<ImpersonationSession>>();

function redeemOnce(hash: string): Promise<ImpersonationSession> {
  let pending = redeeming.get(hash);
  if (!pending) {
    pending = redeemImpersonationLink(hash);
    redeeming.set(hash, pending);
  }
  return pending;
}

export const HOME_AFTER_IMPERSONATION = '/dashboard';

export default function ImpersonateLoginPage() {
  const { t } = useTranslation('mfe-admin');
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    redeemOnce(hash)
      .then((session) => {
        if (!current) return;
        beginImpersonation({ user: session.user, access_token: session.access_token });
        // A full load: the shell and every remote start again as the user.
        assignLocation(HOME_AFTER_IMPERSONATION);
      })
      .catch((error: unknown) => {
        if (current) setProblem(firstValidationMessage(error) ?? t('impersonateLogin.failed'));
      });
    return () => {
      current = false;
    };
  }, [hash, t]);

  if (problem) {
    return (
      <Result
        status="warning"
        title={t('impersonateLogin.invalidTitle')}
        subTitle={problem}
        extra={
          <Button type="primary" onClick={() => navigate('/admin/users')}>
            {t('impersonateLogin.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" />
      {t('impersonateLogin.signingIn')}
    </Flex>
  );
}
