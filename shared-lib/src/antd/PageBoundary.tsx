// Contains a page's render error so the menu and navbar keep working (DESIGN §2 isolation).
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageBoundaryProps {
  children: ReactNode;
  /** Which page this is, for the console report. */
  name?: string;
}

interface State {
  error: Error | null;
}

function PageErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="page-error">
      <Result
        status="error"
        title={t('pageError.title')}
        subTitle={t('pageError.text')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      />
    </div>
  );
}

export class PageBoundary extends Component<PageBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[PageBoundary${this.props.name ? `: ${this.props.name}` : ''}]`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <PageErrorFallback onRetry={this.retry} />;
    return this.props.children;
  }
}
