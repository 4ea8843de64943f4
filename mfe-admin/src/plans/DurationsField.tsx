// The plan's durations (Form.List): label, period, price in currency units, currency, discount
// text, and which one is the default (a radio across the rows, stored as the row's index).
import { Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRule } from '../users/form-rule';
import { NEW_DURATION, type PlanFormValues } from './plan-form';

export function DurationsField({ form }: { form: FormInstance<PlanFormValues> }) {
  const { t } = useTranslation('mfe-admin');
  const defaultIndex = Form.useWatch('default_duration', form) ?? 0;

  function removed(index: number) {
    // Keep the default on the same row once the rows above it shift up.
    if (index < defaultIndex) form.setFieldValue('default_duration', defaultIndex - 1);
    else if (index === defaultIndex) form.setFieldValue('default_duration', 0);
  }

  return (
    <>
      <Form.Item name="default_duration" hidden>
        <InputNumber />
      </Form.Item>
      <Form.List
        name="durations"
        rules={[
          {
            validator: (_rule, rows: unknown[] | undefined) =>
              rows && rows.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('plans.durationsRequired'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap="small">
            {fields.map((field, index) => {
              const n = { n: index + 1 };
              return (
                <Card
                  key={field.key}
                  size="small"
                  title={t('plans.durationN', n)}
                  extra={
                    <Flex gap="small" align="center">
                      <Radio checked={index === defaultIndex} onChange={() => form.setFieldValue('default_duration', index)}>
                        {t('plans.defaultDuration')}
                      </Radio>
                      <Button
                        size="small"
                        danger
                        aria-label={t('plans.removeDurationN', n)}
                        disabled={fields.length === 1}
                        onClick={() => {
                          remove(field.name);
                          removed(index);
                        }}
                      >
                        {t('plans.remove')}
                      </Button>
                    </Flex>
                  }
                >
                  <Flex wrap gap="small">
                    <Form.Item
                      name={[field.name, 'label']}
                      label={t('plans.durationLabel')}
                      rules={[formRule('required', t('plans.durationLabel'))]}
                      style={{ flex: '1 1 160px' }}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, 'duration']} label={t('plans.period')} style={{ flex: '1 1 120px' }}>
                      <Select
                        options={[
                          { value: 'month', label: t('plans.period.month') },
                          { value: 'year', label: t('plans.period.year') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'price']}
                      label={t('plans.price')}
                      rules={[formRule('required|positive', t('plans.price'))]}
                      style={{ flex: '1 1 120px' }}
                    >
                      <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'currency']}
                      label={t('plans.currency')}
                      rules={[formRule('required|length:3', t('plans.currency'))]}
                      style={{ flex: '0 1 100px' }}
                    >
                      <Input maxLength={3} style={{ textTransform: 'uppercase' }} />
                    </Form.Item>
                  </Flex>
                  <Form.Item name={[field.name, 'discount_text']} label={t('plans.discountText')} style={{ marginBottom: 0 }}>
                    <Input placeholder={t('plans.discountPlaceholder')} />
                  </Form.Item>
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            <div>
              <Button onClick={() => add({ ...NEW_DURATION })}>{t('plans.addDuration')}</Button>
            </div>
            <Typography.Text type="secondary">{t('plans.priceHelp')}</Typography.Text>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
