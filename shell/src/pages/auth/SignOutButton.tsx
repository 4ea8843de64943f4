// Logout from the pages a signed-in user may be held on (verify email, awaiting approval).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { PATHS } from '../../routing/paths';
import { signOut } from '../../session/sign-out';

export function SignOutButton() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <LeanButton
      variant="secondary"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void signOut().then(() => navigate(PATHS.login, { replace: true }));
      }}
    >
      {t('logout')}
    </LeanButton>
  );
}
