// /admin/features: the feature catalogue. The active switch saves at once (off: nobody has the
// feature, whatever their plan says); name, icon and sort are edited in a modal.
import { firstValidationMessage, useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Flex, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureModal } from '../features/FeatureModal';
import { PageHeader } from '../platform/PageHeader';
import { listCatalogue, updateFeature, type CatalogueFeature } from '../plans/plans-api';

export default function FeaturesPage() {
  const { t } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const features = useLoad(listCatalogue);
  const [editing, setEditing] = useState<CatalogueFeature | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  function replace(feature: CatalogueFeature) {
    features.setData((old) => old?.map((f) => (f.key === feature.key ? feature : f)) ?? old);
  }

  async function toggle(feature: CatalogueFeature, active: boolean) {
    setBusyKey(feature.key);
    try {
      const saved = await updateFeature(feature.key, { active });
      replace(saved);
      void message.success(t(active ? 'features.activated' : 'features.deactivated', { name: saved.name }));
    } catch (error) {
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setBusyKey(null);
    }
  }

  function saved(feature: CatalogueFeature) {
    replace(feature);
    setEditing(null);
    void message.success(t('features.saved', { name: feature.name }));
  }

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('features.title')} description={t('features.description')} />
      {features.failed ? (
        <LoadFailed text={t('features.loadFailed')} onRetry={features.reload} />
      ) : (
        <Table<CatalogueFeature>
          rowKey="key"
          loading={features.loading}
          dataSource={features.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: features.loading ? <span /> : t('features.empty') }}
          columns={[
            { key: 'key', title: t('features.key'), render: (_, f) => <Typography.Text code>{f.key}</Typography.Text> },
            { key: 'name', title: t('features.name'), dataIndex: 'name' },
            { key: 'icon', title: t('features.icon'), render: (_, f) => f.icon ?? '—' },
            {
              key: 'active',
              title: t('features.active'),
              render: (_, f) => (
                <Switch
                  checked={f.active}
                  loading={busyKey === f.key}
                  aria-label={t('features.activeOf', { name: f.name })}
                  onChange={(active) => void toggle(f, active)}
                />
              ),
            },
            { key: 'sort', title: t('features.sort'), dataIndex: 'sort' },
            {
              key: 'actions',
              title: t('columns.actions'),
              render: (_, f) => (
                <Button size="small" aria-label={t('features.editFeature', { name: f.name })} onClick={() => setEditing(f)}>
                  {t('edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <FeatureModal feature={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Flex>
  );
}
