// /admin/addons: the add-ons on sale (services and extra features); create, edit and delete them.
import { firstValidationMessage, formatMoney, useLoad } from '@cadence/shared-lib';
import { confirmDelete, LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddonDrawer } from '../addons/AddonDrawer';
import { deleteAddon, listAddons, type AdminAddon } from '../addons/addons-api';
import { listCatalogue } from '../plans/plans-api';
import { PageHeader } from '../platform/PageHeader';

export default function AddonsPage() {
  const { t } = useTranslation('mfe-admin');
  const { message } = App.useApp();
  const addons = useLoad(listAddons);
  const catalogue = useLoad(listCatalogue);
  const [editing, setEditing] = useState<{ addon: AdminAddon | null } | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  function saved(addon: AdminAddon) {
    void message.success(t(editing?.addon ? 'addons.updated' : 'addons.created', { name: addon.name }));
    setEditing(null);
    addons.reload();
  }

  async function remove(addon: AdminAddon) {
    if (!(await confirmDelete())) return;
    setDeletingId(addon.id);
    try {
      await deleteAddon(addon.id);
      addons.setData((old) => old?.filter((a) => a.id !== addon.id) ?? old);
      void message.success(t('addons.deleted', { name: addon.name }));
    } catch (error) {
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setDeletingId(null);
    }
  }

  const featureName = (key: string | null) => catalogue.data?.find((f) => f.key === key)?.name ?? key;
  const failed = addons.failed || catalogue.failed;
  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('addons.title')}
        description={t('addons.description')}
        extra={
          <Button type="primary" disabled={!catalogue.data} onClick={() => setEditing({ addon: null })}>
            {t('addons.new')}
          </Button>
        }
      />
      {failed ? (
        <LoadFailed
          text={t('addons.loadFailed')}
          onRetry={() => {
            addons.reload();
            catalogue.reload();
          }}
        />
      ) : (
        <Table<AdminAddon>
          rowKey="id"
          loading={addons.loading}
          dataSource={addons.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: addons.loading ? <span /> : t('addons.empty') }}
          columns={[
            {
              key: 'name',
              title: t('addons.name'),
              render: (_, a) => (
                <Flex vertical>
                  <Typography.Text strong>{a.name}</Typography.Text>
                  {a.desc && <Typography.Text type="secondary">{a.desc}</Typography.Text>}
                </Flex>
              ),
            },
            {
              key: 'kind',
              title: t('addons.kind'),
              render: (_, a) => (
                <Space size={4} wrap>
                  <Tag color={a.kind === 'feature' ? 'purple' : 'cyan'}>{t(`addons.kind.${a.kind}`)}</Tag>
                  {a.kind === 'feature' && <Typography.Text>{featureName(a.feature_key)}</Typography.Text>}
                </Space>
              ),
            },
            { key: 'price', title: t('addons.price'), render: (_, a) => formatMoney(a.price, a.currency) },
            {
              key: 'active',
              title: t('addons.active'),
              render: (_, a) => (a.active ? <Tag color="green">{t('addons.on')}</Tag> : <Tag>{t('addons.off')}</Tag>),
            },
            { key: 'orders', title: t('addons.orders'), dataIndex: 'orders' },
            {
              key: 'actions',
              title: t('columns.actions'),
              render: (_, a) => (
                <Space size="small">
                  <Button size="small" aria-label={t('addons.editAddon', { name: a.name })} onClick={() => setEditing({ addon: a })}>
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t('addons.deleteAddon', { name: a.name })}
                    loading={deletingId === a.id}
                    onClick={() => void remove(a)}
                  >
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <AddonDrawer
        open={editing !== null}
        addon={editing?.addon ?? null}
        catalogue={catalogue.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </Flex>
  );
}
