// The post's link: on blur or paste the server fetches its preview card (never from private
// addresses); its refusal is shown as it words it. The card can be removed with the link.
import { firstValidationMessage } from '@cadence/shared-lib';
import { Alert, Button, Flex, Form, Input, Spin } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import { fetchLinkPreview, type LinkMeta } from '../editor-api';
import { LinkCard } from './LinkCard';

export interface LinkFieldProps {
  url: string;
  meta: LinkMeta | null;
  onChange(change: { linkUrl?: string; linkMeta?: LinkMeta | null }): void;
}

export function LinkField({ url, meta, onChange }: LinkFieldProps) {
  const { t } = useTranslation(PLANNER_NS);
  const id = useId();
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The address whose card is shown (or was asked for), so a blur without change asks nothing.
  const fetched = useRef<string>(meta ? url.trim() : '');
  const latest = useRef(0);
  useEffect(() => () => void (latest.current += 1), []);

  const preview = (value: string) => {
    const address = value.trim();
    if (!address || address === fetched.current) return;
    fetched.current = address;
    const request = ++latest.current;
    setLoading(true);
    setProblem(null);
    fetchLinkPreview(address)
      .then((card) => {
        if (request === latest.current) onChange({ linkMeta: card });
      })
      .catch((error: unknown) => {
        if (request !== latest.current) return;
        onChange({ linkMeta: null });
        setProblem(firstValidationMessage(error) ?? t('editor.link.failed'));
      })
      .finally(() => {
        if (request === latest.current) setLoading(false);
      });
  };

  const clear = () => {
    latest.current += 1;
    fetched.current = '';
    setLoading(false);
    setProblem(null);
    onChange({ linkUrl: '', linkMeta: null });
  };

  return (
    <Flex vertical gap="small">
      <Form.Item label={t('editor.link.label')} htmlFor={`${id}-url`} extra={t('editor.link.help')} style={{ marginBottom: 0 }}>
        <Input
          id={`${id}-url`}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          value={url}
          allowClear
          onChange={(event) => {
            const value = event.target.value;
            if (!value.trim()) clear();
            else onChange({ linkUrl: value, ...(meta && value.trim() !== fetched.current ? { linkMeta: null } : {}) });
          }}
          onBlur={(event) => preview(event.target.value)}
          onPaste={(event) => {
            // The pasted text lands in the field after this event: read the field once it has.
            const input = event.currentTarget;
            setTimeout(() => preview(input.value), 0);
          }}
          onPressEnter={(event) => {
            event.preventDefault();
            preview(event.currentTarget.value);
          }}
        />
      </Form.Item>
      {loading ? (
        <Flex gap="small" align="center" role="status">
          <Spin size="small" />
          <span>{t('editor.link.loading')}</span>
        </Flex>
      ) : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      {meta && !loading ? (
        <LinkCard
          meta={meta}
          action={
            <Flex justify="end">
              <Button size="small" onClick={clear}>
                {t('editor.link.remove')}
              </Button>
            </Flex>
          }
        />
      ) : null}
    </Flex>
  );
}
