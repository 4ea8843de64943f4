// Every catalogue feature as a row of the plan form: in the plan or not, its value (e.g. a limit)
// and whether it is active in this plan. The rows are fixed: the catalogue decides which keys exist.
import { Flex, Form, Input, Switch, Table, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanFormValues } from './plan-form';
import type { CatalogueFeature } from './plans-api';

export function PlanFeaturesField({ form, catalogue }: { form: FormInstance<PlanFormValues>; catalogue: readonly CatalogueFeature[] }) {
  const { t } = useTranslation('mfe-admin');
  const rows = Form.useWatch('features', form) ?? [];
  if (catalogue.length === 0) return <Typography.Text type="secondary">{t('plans.noCatalogue')}</Typography.Text>;
  return (
    <Form.List name="features">
      {(fields) => (
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={fields.map((field, index) => ({ ...field, feature: catalogue[index] }))}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'feature',
              title: t('plans.feature'),
              render: (_, { feature }) => (
                <Flex vertical>
                  <Typography.Text>{feature?.name}</Typography.Text>
                  <Typography.Text type="secondary" code>
                    {feature?.key}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'in_plan',
              title: t('plans.inPlan'),
              render: (_, { name, feature }) => (
                <Form.Item name={[name, 'in_plan']} valuePropName="checked" noStyle>
                  <Switch aria-label={t('plans.inPlanOf', { name: feature?.name })} />
                </Form.Item>
              ),
            },
            {
              key: 'value',
              title: t('plans.featureValue'),
              render: (_, { name, feature }) => (
                <Form.Item name={[name, 'value']} noStyle>
                  <Input
                    size="small"
                    aria-label={t('plans.valueOf', { name: feature?.name })}
                    disabled={!rows[name]?.in_plan}
                    style={{ width: 120 }}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'active',
              title: t('plans.featureActive'),
              render: (_, { name, feature }) => (
                <Form.Item name={[name, 'active']} valuePropName="checked" noStyle>
                  <Switch size="small" aria-label={t('plans.activeOf', { name: feature?.name })} disabled={!rows[name]?.in_plan} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
    </Form.List>
  );
}
