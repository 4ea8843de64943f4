// Create or edit a plan in a drawer: the plan's own fields, its durations and its features.
// Client rules first; the server's first 422 message shows in a red alert above the fields.
import { Checkbox, Divider, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../platform/EntityDrawer';
import { formRule } from '../users/form-rule';
import { DurationsField } from './DurationsField';
import { toFormValues, toPlanBody, type PlanFormValues } from './plan-form';
import { PlanFeaturesField } from './PlanFeaturesField';
import { savePlan, type AdminPlan, type CatalogueFeature } from './plans-api';

export interface PlanDrawerProps {
  open: boolean;
  /** The plan being edited; null creates one. */
  plan: AdminPlan | null;
  catalogue: readonly CatalogueFeature[];
  onClose(): void;
  onSaved(plan: AdminPlan): void;
}

export function PlanDrawer({ open, plan, catalogue, onClose, onSaved }: PlanDrawerProps) {
  const { t } = useTranslation('mfe-admin');
  const [form] = Form.useForm<PlanFormValues>();

  // Each opening starts from the plan as saved (or a blank plan).
  useEffect(() => {
    if (open) form.setFieldsValue(toFormValues(plan, catalogue));
  }, [open, plan, catalogue, form]);

  return (
    <EntityDrawer
      open={open}
      title={plan ? t('plans.editTitle', { name: plan.name }) : t('plans.createTitle')}
      saveText={t('plans.save')}
      size="large"
      form={form}
      // The whole store, not only the rendered fields: duration ids and feature keys have no input.
      save={() => savePlan(plan?.id ?? null, toPlanBody(form.getFieldsValue(true)))}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label={t('plans.name')} rules={[formRule('required', t('plans.name'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="desc" label={t('plans.desc')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex wrap gap="middle">
        <Form.Item name="free" valuePropName="checked">
          <Checkbox>{t('plans.free')}</Checkbox>
        </Form.Item>
        <Form.Item name="default" valuePropName="checked" extra={t('plans.defaultHelp')}>
          <Checkbox>{t('plans.default')}</Checkbox>
        </Form.Item>
        <Form.Item name="recommended" valuePropName="checked">
          <Checkbox>{t('plans.recommended')}</Checkbox>
        </Form.Item>
      </Flex>
      <Flex wrap gap="small">
        <Form.Item
          name="trial_days"
          label={t('plans.trialDays')}
          rules={[formRule('required|integer|between:0,365', t('plans.trialDays'))]}
          style={{ flex: '1 1 120px' }}
        >
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="offer_code" label={t('plans.offerCode')} extra={t('plans.offerCodeHelp')} style={{ flex: '2 1 200px' }}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="sort" label={t('plans.sort')} rules={[formRule('integer', t('plans.sort'))]} style={{ flex: '1 1 100px' }}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Divider titlePlacement="start">{t('plans.durations')}</Divider>
      <DurationsField form={form} />
      <Divider titlePlacement="start">{t('plans.features')}</Divider>
      <Typography.Paragraph type="secondary">{t('plans.featuresHelp')}</Typography.Paragraph>
      <PlanFeaturesField form={form} catalogue={catalogue} />
    </EntityDrawer>
  );
}
