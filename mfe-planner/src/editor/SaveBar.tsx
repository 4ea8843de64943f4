// Save and cancel, with the reasons the post cannot be saved yet listed under the button (and
// linked to it, so a screen reader hears why it is disabled).
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../i18n/namespace';

export function SaveBar({ reasons, saving, busy, onSave, onCancel }: { reasons: string[]; saving: boolean; busy: boolean; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const all = busy ? [...reasons, t('editor.blocked.uploading')] : reasons;
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Button type="primary" loading={saving} disabled={all.length > 0} aria-describedby={all.length > 0 ? id : undefined} onClick={onSave}>
          {t('editor.save')}
        </Button>
        <Button onClick={onCancel}>{t('editor.cancel')}</Button>
      </Flex>
      {all.length > 0 ? (
        <ul id={id} aria-label={t('editor.blocked.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
          {all.map((reason) => (
            <li key={reason}>
              <Typography.Text type="danger">{reason}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
