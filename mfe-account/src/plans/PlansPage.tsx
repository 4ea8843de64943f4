// /plans (spec §2, §4): the plans on offer as cards. Subscribed users go on to /dashboard 0.5 s after
// the plans load; choosing a free plan or a trial starts it at once, a paid plan goes to the
// provider's checkout; either way the returned url is followed after 0.5 s.
import { call, firstValidationMessage, useSessionStore } from '@cadence/shared-lib';
import { Alert, Button, Col, Empty, Flex, Layout, Result, Row, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { SUBSCRIPTION_REDIRECT_DELAY_MS } from '../platform/delays';
import { signOut } from '../platform/sign-out';
import { goTo } from './go-to';
import { LanguagePicker } from './LanguagePicker';
import { rememberOfferCode, storedOfferCode, visiblePlans } from './offer-code';
import { PlanCard, type Plan, type PlanChoice } from './PlanCard';

type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: Plan[] };

interface Pending {
  planId: number;
  kind: 'choose' | 'trial';
}

export default function PlansPage() {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const role = useSessionStore((state) => state.user?.role);
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Where to go once the 0.5 s delay has passed (spec §9).
  const [next, setNext] = useState<{ url: string; textKey: string; name?: string } | null>(null);

  useEffect(() => {
    rememberOfferCode(location.search);
  }, [location.search]);

  useEffect(() => {
    let active = true;
    call('plans')
      .then((answer) => {
        if (!active) return;
        useSessionStore.getState().setUser(answer.data.user);
        setState({ status: 'ready', plans: visiblePlans(answer.data.plans, storedOfferCode()) });
        if (answer.data.user.subscribed_to) setNext({ url: '/dashboard', textKey: 'plans.alreadySubscribed' });
      })
      .catch(() => {
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (!next) return undefined;
    const timer = setTimeout(() => goTo(next.url, navigate), SUBSCRIPTION_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  const choose = useCallback(
    async ({ plan, durationId, trial }: PlanChoice) => {
      setProblem(null);
      setPending({ planId: plan.id, kind: trial ? 'trial' : 'choose' });
      const query = { trial: trial ? ('true' as const) : ('false' as const) };
      try {
        const answer =
          durationId === null
            ? await call('subscribe', { params: { planId: plan.id }, query })
            : await call('subscribeDuration', { params: { planId: plan.id, durationId }, query });
        useSessionStore.getState().setUser(answer.data.user);
        // A free plan or a trial is active at once (an in-app url); a paid plan goes to the provider.
        const external = !answer.data.url.startsWith('/') || answer.data.url.startsWith('//');
        setNext({ url: answer.data.url, textKey: external ? 'plans.toCheckout' : 'plans.subscribed', name: plan.name });
      } catch (error) {
        // 422: the plan cannot be chosen (the server says why).
        setProblem(firstValidationMessage(error));
        setPending(null);
      }
    },
    [],
  );

  let body;
  if (state.status === 'loading') {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label={t('common:loading')} />
      </Flex>
    );
  } else if (state.status === 'error') {
    body = (
      <Result
        status="warning"
        title={t('plans.loadFailed')}
        extra={
          <Button type="primary" onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}>
            {t('common:retry')}
          </Button>
        }
      />
    );
  } else if (state.plans.length === 0) {
    body = <Empty description={t('plans.empty')} />;
  } else {
    body = (
      <Row gutter={[24, 24]} justify="center" role="list" aria-label={t('plans.title')}>
        {state.plans.map((plan) => (
          <Col key={plan.id} xs={24} md={12} xl={8} role="listitem">
            <PlanCard
              plan={plan}
              busy={pending !== null || next !== null}
              pending={pending?.planId === plan.id ? pending.kind : null}
              onChoose={(choice) => void choose(choice)}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: '32px 16px', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 24 }}>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              {t('plans.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('plans.subtitle')}</Typography.Text>
          </div>
          <Flex gap="small" align="center">
            {role === 'user' ? <LanguagePicker /> : null}
            <Button
              onClick={() => {
                void signOut().then(() => navigate('/login', { replace: true }));
              }}
            >
              {t('plans.signOut')}
            </Button>
          </Flex>
        </Flex>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 24 }} /> : null}
        {next ? <Alert type="success" showIcon title={t(next.textKey, { name: next.name })} role="status" style={{ marginBottom: 24 }} /> : null}
        {body}
      </Layout.Content>
    </Layout>
  );
}
