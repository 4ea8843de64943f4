// Media of the post: drop or pick files (several images or one video), each uploaded at once with
// its own progress bar; thumbnails that can be reordered (buttons, so the keyboard can) and removed.
import { firstValidationMessage } from '@cadence/shared-lib';
import { Alert, Button, Flex, Progress, Typography, Upload, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import { deleteMedia, uploadMedia, type EditorMedia } from '../editor-api';
import { POST_IMAGES_MAX } from '../networks';
import { claimedKind, MEDIA_ACCEPT, mediaRefusal, moved, type MediaKind } from './media-rules';
import { MediaThumb } from './MediaThumb';

export interface MediaFieldProps {
  media: EditorMedia[];
  onChange(media: EditorMedia[]): void;
  /** True while a file is still uploading (the post cannot be saved meanwhile). */
  onBusy(busy: boolean): void;
}

interface Pending {
  key: number;
  name: string;
  kind: MediaKind;
  percent: number;
  error: string | null;
}

export function MediaField({ media, onChange, onBusy }: MediaFieldProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextKey = useRef(1);
  // Latest media for callbacks that finish after later renders (uploads run in parallel).
  const current = useRef(media);
  current.current = media;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  // Files uploaded in this editor: only these are deleted from the server on remove; media the saved
  // post already uses are only detached, so leaving without saving leaves the post intact.
  const uploadedHere = useRef(new Map<number, string>());
  const aborts = useRef(new Set<AbortController>());

  const uploading = pending.some((item) => item.error === null);
  useEffect(() => onBusy(uploading), [uploading, onBusy]);
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: number, change: Partial<Pending>) => setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (file: File) => {
    const kind = claimedKind(file);
    const kinds = [...current.current.map((m) => m.kind), ...pendingRef.current.filter((p) => p.error === null).map((p) => p.kind)];
    const refused = mediaRefusal(kinds, kind);
    if (refused) {
      setRefusal(t(refused, { max: POST_IMAGES_MAX, name: file.name }));
      return;
    }
    setRefusal(null);
    const key = nextKey.current++;
    const item: Pending = { key, name: file.name, kind, percent: 0, error: null };
    pendingRef.current = [...pendingRef.current, item];
    setPending(pendingRef.current);
    const controller = new AbortController();
    aborts.current.add(controller);
    uploadMedia(file, (percent) => patch(key, { percent }), controller.signal)
      .then((uploaded) => {
        uploadedHere.current.set(uploaded.id, file.name);
        current.current = [...current.current, uploaded];
        onChange(current.current);
        setPending((items) => items.filter((p) => p.key !== key));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        patch(key, { error: firstValidationMessage(error) ?? t('editor.media.failed') });
      })
      .finally(() => aborts.current.delete(controller));
  };

  const remove = (item: EditorMedia) => {
    onChange(current.current.filter((m) => m.id !== item.id));
    if (uploadedHere.current.has(item.id)) {
      uploadedHere.current.delete(item.id);
      // Nothing else uses a file uploaded here; a failure leaves an orphan the server may sweep.
      deleteMedia(item.id).catch(() => undefined);
    }
  };

  const describe = (item: EditorMedia, index: number) =>
    uploadedHere.current.get(item.id) ?? t(item.kind === 'video' ? 'editor.media.videoN' : 'editor.media.imageN', { n: index + 1 });

  return (
    <Flex vertical gap="small">
      <Upload.Dragger
        multiple
        accept={MEDIA_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          start(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Typography.Paragraph style={{ marginBottom: 4 }}>{t('editor.media.drop')}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('editor.media.help', { max: POST_IMAGES_MAX })}</Typography.Text>
      </Upload.Dragger>
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} closable={{ onClose: () => setRefusal(null) }} /> : null}
      {pending.map((item) => (
        <Flex key={item.key} vertical gap={4} style={{ padding: 8, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
          <Typography.Text ellipsis>{item.name}</Typography.Text>
          {item.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={item.error}
              action={
                <Button size="small" onClick={() => setPending((items) => items.filter((p) => p.key !== item.key))}>
                  {t('editor.media.dismiss')}
                </Button>
              }
            />
          ) : (
            <Progress percent={item.percent} size="small" aria-label={t('editor.media.uploading', { name: item.name })} />
          )}
        </Flex>
      ))}
      {media.length > 0 ? (
        <ul aria-label={t('editor.media.list')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {media.map((item, index) => {
            const name = describe(item, index);
            return (
              <li key={item.id}>
                <Flex vertical gap={4} align="center">
                  <MediaThumb kind={item.kind} url={item.url} alt={name} />
                  <Flex gap={2}>
                    <Button size="small" aria-label={t('editor.media.earlier', { name })} disabled={index === 0} onClick={() => onChange(moved(media, index, -1))}>
                      ‹
                    </Button>
                    <Button size="small" aria-label={t('editor.media.later', { name })} disabled={index === media.length - 1} onClick={() => onChange(moved(media, index, 1))}>
                      ›
                    </Button>
                    <Button size="small" danger aria-label={t('editor.media.remove', { name })} onClick={() => remove(item)}>
                      ×
                    </Button>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Flex>
  );
}
