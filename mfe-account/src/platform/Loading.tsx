// A centred, labelled spinner for a screen part that is loading.
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Flex justify="center" align="center" vertical gap="small" style={{ padding: 32 }}>
      <Spin size="large" aria-label={label ?? t('loading')} />
      {label ? <span role="status">{label}</span> : null}
    </Flex>
  );
}
