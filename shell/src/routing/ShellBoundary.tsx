// Last line of defence: if the shell itself fails (e.g. its signed-in chunk cannot be fetched), show a
// translated error with a reload instead of a blank page. Remote pages have their own boundaries below.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { StatePanel } from '../states/StatePanel';

function ShellErrorState() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <main className="cs-page">
      <StatePanel
        testId="shell-error"
        role="alert"
        title={t('miscErrorTitle')}
        body={t('miscErrorBody')}
        actions={<LeanButton onClick={() => window.location.reload()}>{t('retry')}</LeanButton>}
      />
    </main>
  );
}

export class ShellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell]', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ShellErrorState /> : this.props.children;
  }
}
