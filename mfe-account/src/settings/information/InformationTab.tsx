// Information tab (spec §3, §5, §8): bio, birth date (Y-m-d), country (ISO code, localized names),
// website (the spec's url rule).
import { call, currentLocale, dayjs } from '@cadence/shared-lib';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { formRule } from '../../platform/form-rule';
import { FormStatus, type FormStatusValue } from '../FormStatus';
import { failureStatus } from '../submit-outcome';
import type { AccountSettings } from '../account-settings';
import { countryOptions } from './country-options';

export const BIRTH_DATE_FORMAT = 'YYYY-MM-DD';

interface InformationValues {
  bio: string;
  birth_date: Dayjs | null;
  country: string | null;
  website: string;
}

export function InformationTab({ information }: { information: AccountSettings['information'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [busy, setBusy] = useState(false);
  const locale = currentLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const save = async (values: InformationValues) => {
    setStatus(null);
    setBusy(true);
    try {
      await call('updateInformation', {
        body: {
          bio: values.bio?.trim() || null,
          birth_date: values.birth_date ? values.birth_date.format(BIRTH_DATE_FORMAT) : null,
          country: values.country || null,
          website: values.website?.trim() || null,
        },
      });
      setStatus({ type: 'success', text: t('information.saved') });
    } catch (error) {
      setStatus(failureStatus(error));
    }
    setBusy(false);
  };

  const websiteLabel = t('information.website');
  return (
    <Form<InformationValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{
        bio: information.bio ?? '',
        birth_date: information.birth_date ? dayjs(information.birth_date, BIRTH_DATE_FORMAT) : null,
        country: information.country,
        website: information.website ?? '',
      }}
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="bio" label={t('information.bio')}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="birth_date" label={t('information.birthDate')}>
        <DatePicker
          format={BIRTH_DATE_FORMAT}
          placeholder={BIRTH_DATE_FORMAT}
          disabledDate={(date) => !date.isBefore(dayjs(), 'day')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="country" label={t('information.country')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={t('information.countryPlaceholder')}
          options={countries}
        />
      </Form.Item>
      <Form.Item name="website" label={websiteLabel} rules={[formRule('url', websiteLabel, 'website')]}>
        <Input type="url" inputMode="url" autoComplete="url" dir="ltr" placeholder="https://example.com" />
      </Form.Item>
      <FormStatus status={status} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('saveChanges')}
      </Button>
    </Form>
  );
}
