// Avatar upload with preview and reset (spec §2, §5). The file input is driven by a real button so
// keyboard users reach it; the help text is the spec's own.
import { imageFileProblem, mediaUrl, readAsDataUrl, type ImageFileLimits } from '@cadence/shared-lib';
import { Alert, Avatar, Button, Flex, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';

/** Spec §5, §9: jpg or png, at most 800 kB (the server checks the bytes again). */
const AVATAR: ImageFileLimits = { maxBytes: 800 * 1024, types: ['image/jpeg', 'image/png'] };

export interface AvatarPickerProps {
  current: string | null;
  name: string;
  onChange(file: File | null): void;
}

export function AvatarPicker({ current, name, onChange }: AvatarPickerProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = imageFileProblem(file, AVATAR);
    if (found) {
      setProblem(t(found === 'type' ? 'general.avatarType' : 'general.avatarSize'));
      return;
    }
    setProblem(null);
    onChange(file);
    setPreview(await readAsDataUrl(file));
  };

  const reset = () => {
    setPreview(undefined);
    setProblem(null);
    onChange(null);
  };

  const src = preview ?? mediaUrl(current);
  return (
    <Flex gap="middle" align="center" wrap style={{ marginBottom: 24 }}>
      <Avatar size={96} shape="square" src={src} alt={t('general.avatarAlt')} data-testid="avatar-preview">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Flex vertical gap="small">
        <Flex gap="small" wrap>
          <Button type="primary" aria-describedby={helpId} onClick={() => input.current?.click()}>
            {t('general.upload')}
          </Button>
          <Button onClick={reset} disabled={!preview && !problem}>
            {t('general.reset')}
          </Button>
        </Flex>
        <input
          ref={input}
          type="file"
          accept={AVATAR.types.join(',')}
          hidden
          // A global `display` rule can defeat [hidden]; the real button above is the control.
          style={{ display: 'none' }}
          tabIndex={-1}
          data-testid="avatar-input"
          onChange={(event) => void choose(event)}
        />
        <Typography.Text type="secondary" id={helpId}>
          {t('general.avatarHelp')}
        </Typography.Text>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      </Flex>
    </Flex>
  );
}
