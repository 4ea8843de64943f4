// While an admin is signed in as a user: a banner that cannot be dismissed, naming both, with the way back.
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endImpersonation, readImpersonationStash, useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';

export function ImpersonationBanner() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSessionStore((state) => state.user);
  const [leaving, setLeaving] = useState(false);
  const stash = readImpersonationStash();
  if (!user || (!user.impersonated_by && !stash)) return null;
  const admin = user.impersonated_by?.full_name ?? stash?.user.full_name ?? '';
  const leave = () => {
    setLeaving(true);
    void endImpersonation();
  };
  return (
    <div className="cs-impersonation" role="region" aria-label={t('impersonationRegion')} data-testid="impersonation-banner">
      <Alert
        type="warning"
        banner
        title={t('impersonationBanner', { user: user.full_name, admin })}
        action={
          <Button size="small" type="primary" loading={leaving} onClick={leave}>
            {t('impersonationReturn')}
          </Button>
        }
      />
    </div>
  );
}
