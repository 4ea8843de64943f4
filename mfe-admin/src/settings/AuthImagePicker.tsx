// The login screen's image: preview, choose (jpg/png, at most 2 MB, said up front) or remove.
// The file input is driven by a real button so keyboard users reach it.
import { imageFileProblem, mediaUrl, readAsDataUrl, type ImageFileLimits } from '@cadence/shared-lib';
import { Alert, Button, Flex, Image, Typography, theme } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's limits for the login screen's image: jpg or png, at most 2 MB. */
const AUTH_IMAGE: ImageFileLimits = { maxBytes: 2048 * 1024, types: ['image/jpeg', 'image/png'] };

export interface AuthImageChoice {
  file: File | null;
  remove: boolean;
}

export interface AuthImagePickerProps {
  current: string | null;
  onChange(choice: AuthImageChoice): void;
}

export function AuthImagePicker({ current, onChange }: AuthImagePickerProps) {
  const { t } = useTranslation('mfe-admin');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = imageFileProblem(file, AUTH_IMAGE);
    if (found) {
      setProblem(t(found === 'type' ? 'settings.imageType' : 'settings.imageSize'));
      return;
    }
    setProblem(null);
    setRemoved(false);
    onChange({ file, remove: false });
    setPreview(await readAsDataUrl(file));
  }

  function remove() {
    setPreview(null);
    setProblem(null);
    setRemoved(true);
    onChange({ file: null, remove: true });
  }

  const src = preview ?? (removed ? undefined : mediaUrl(current));
  return (
    <Flex gap="middle" align="start" wrap>
      <div
        style={{
          width: 160,
          height: 120,
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${token.colorBorder}`,
          background: token.colorFillQuaternary,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {src ? (
          <Image src={src} alt={t('settings.imageAlt')} width={160} height={120} style={{ objectFit: 'cover' }} preview={false} data-testid="auth-image-preview" />
        ) : (
          <Typography.Text type="secondary">{t('settings.noImage')}</Typography.Text>
        )}
      </div>
      <Flex vertical gap="small">
        <Flex gap="small" wrap>
          <Button aria-describedby={helpId} onClick={() => input.current?.click()}>
            {t('settings.chooseImage')}
          </Button>
          <Button danger onClick={remove} disabled={!src}>
            {t('settings.removeImage')}
          </Button>
        </Flex>
        <input
          ref={input}
          type="file"
          accept={AUTH_IMAGE.types.join(',')}
          hidden
          style={{ display: 'none' }}
          tabIndex={-1}
          data-testid="auth-image-input"
          onChange={(event) => void choose(event)}
        />
        <Typography.Text type="secondary" id={helpId}>
          {t('settings.imageHelp')}
        </Typography.Text>
        {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      </Flex>
    </Flex>
  );
}
