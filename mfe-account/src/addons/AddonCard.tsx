// One add-on on sale: name, description, price, kind; owned feature add-ons cannot be bought again.
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';
import type { Addon } from './types';

export function AddonCard({ addon, onBuy }: { addon: Addon; onBuy: (addon: Addon) => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} style={{ height: '100%' }} data-testid="addon-card">
      <Flex vertical gap="small" style={{ height: '100%' }}>
        <Flex justify="space-between" align="start" gap="small">
          <Typography.Title level={4} id={titleId} style={{ margin: 0 }}>
            {addon.name}
          </Typography.Title>
          <Tag color={addon.kind === 'service' ? 'purple' : 'cyan'}>{t(`addons.kind.${addon.kind}`)}</Tag>
        </Flex>
        {addon.desc ? <Typography.Paragraph type="secondary">{addon.desc}</Typography.Paragraph> : null}
        <Typography.Text strong style={{ fontSize: 22 }}>
          {addon.price_format}
        </Typography.Text>
        <div style={{ marginTop: 'auto' }}>
          {addon.owned ? (
            <Button block disabled aria-label={t('addons.ownedLabel', { name: addon.name })}>
              {t('addons.owned')}
            </Button>
          ) : (
            <Button block type="primary" aria-label={t('addons.buyLabel', { name: addon.name })} onClick={() => onBuy(addon)}>
              {t('addons.buy')}
            </Button>
          )}
        </div>
      </Flex>
    </Card>
  );
}
