// The user's active sessions (security baseline: users can list and revoke them). Revoking the
// current one asks first and signs this device out.
import { call, dayjs, useLoad, type CallResult } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Empty, Flex, Spin, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { signOut } from '../../platform/sign-out';

type Session = CallResult<'sessions'>['data']['sessions'][number];

const when = (value: string) => dayjs(value).format('LLL');

export function ActiveSessions() {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const sessions = useLoad(() => call('sessions').then((answer) => answer.data.sessions));
  const [revoking, setRevoking] = useState<Session['id'] | null>(null);

  const revoke = async (session: Session) => {
    setRevoking(session.id);
    try {
      await call('revokeSession', { params: { id: session.id } });
      if (session.current) {
        // The token is gone on the server already; only this device's copy remains.
        await signOut({ revoke: false });
        navigate('/login', { replace: true });
        return;
      }
      sessions.setData((previous) => previous?.filter((s) => s.id !== session.id) ?? previous);
    } catch {
      // The client reported the failure; the list stays as it was.
    }
    setRevoking(null);
  };

  const askThenRevoke = (session: Session) => {
    if (!session.current) {
      void revoke(session);
      return;
    }
    modal.confirm({
      title: t('sessions.confirmCurrentTitle'),
      content: t('sessions.confirmCurrentText'),
      okText: t('sessions.confirmOk'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true },
      onOk: () => revoke(session),
    });
  };

  let body;
  if (sessions.failed) body = <LoadFailed text={t('sessions.loadFailed')} onRetry={sessions.reload} />;
  else if (sessions.loading || !sessions.data) body = <Spin aria-label={t('common:loading')} />;
  else if (sessions.data.length === 0) body = <Empty description={t('sessions.empty')} />;
  else
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sessions.data.map((session) => (
          <li
            key={session.id}
            data-testid="session"
            style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
          >
            <Flex justify="space-between" align="center" gap="middle" wrap>
              <Flex vertical>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{session.name}</Typography.Text>
                  {session.current ? <Tag color="green">{t('sessions.current')}</Tag> : null}
                </Flex>
                <Typography.Text type="secondary">
                  {session.last_used_at ? t('sessions.lastUsed', { when: when(session.last_used_at) }) : t('sessions.neverUsed')}
                </Typography.Text>
                <Typography.Text type="secondary">{t('sessions.created', { when: when(session.created_at) })}</Typography.Text>
                <Typography.Text type="secondary">{t('sessions.expires', { when: when(session.expires_at) })}</Typography.Text>
              </Flex>
              <Button
                danger
                loading={revoking === session.id}
                aria-label={t('sessions.revokeLabel', { name: session.name })}
                onClick={() => askThenRevoke(session)}
              >
                {t('sessions.revoke')}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="active-sessions-title">
      <Typography.Title level={4} id="active-sessions-title">
        {t('sessions.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      {body}
    </section>
  );
}
