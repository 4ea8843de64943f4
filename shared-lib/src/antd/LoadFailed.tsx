// The error state of a screen part whose data could not be loaded: what failed and a Retry. The
// client has already reported the cause (toast or redirect); this only offers to try again.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Your invoices could not be loaded." */
  text: string;
  onRetry(): void;
}

export function LoadFailed({ text, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
