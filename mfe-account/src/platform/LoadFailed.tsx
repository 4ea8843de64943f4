// The error state of a screen part that could not load: a short title and a Retry button.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
