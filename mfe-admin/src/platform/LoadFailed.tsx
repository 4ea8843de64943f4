// The error state of a page whose data could not be loaded, with a retry.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
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
