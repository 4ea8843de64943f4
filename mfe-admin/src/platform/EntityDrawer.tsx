// The create/edit drawer of a catalogue entity (plan, add-on): Cancel and Save in the footer, the
// form disabled while saving, and the server's first 422 message in a red alert above the fields.
// The caller owns the form instance (to fill it on each opening) and the fields.
import { firstValidationMessage } from '@cadence/shared-lib';
import { Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerAlert } from './ServerAlert';

export interface EntityDrawerProps<Values, Saved> {
  open: boolean;
  title: string;
  saveText: string;
  size?: 'default' | 'large';
  form: FormInstance<Values>;
  /** Sends the validated values; what it resolves to goes to onSaved. */
  save(values: Values): Promise<Saved>;
  onClose(): void;
  onSaved(saved: Saved): void;
  children: ReactNode;
}

export function EntityDrawer<Values, Saved>({ open, title, saveText, size = 'default', form, save, onClose, onSaved, children }: EntityDrawerProps<Values, Saved>) {
  const { t } = useTranslation('common');
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts without the last attempt's message.
  useEffect(() => {
    if (open) setServerError(null);
  }, [open]);

  async function submit(values: Values) {
    setSaving(true);
    setServerError(null);
    try {
      onSaved(await save(values));
    } catch (error) {
      setServerError(firstValidationMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={size}
      forceRender
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {saveText}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} disabled={saving}>
        <ServerAlert text={serverError} />
        {children}
      </Form>
    </Drawer>
  );
}
