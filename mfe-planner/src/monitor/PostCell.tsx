// The post preview cell: thumbnail (or the type's icon) and the title or caption excerpt, as one button
// so a click or Enter opens the preview modal.
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { TypeIcon } from '../calendar/post-look';
import { PLANNER_NS } from '../i18n/namespace';
import { excerpt } from '../queue/QueueRow';
import type { MonitorRow } from './monitor-api';

const THUMB = 40;

export function PostCell({ row, onOpen }: { row: MonitorRow; onOpen(row: MonitorRow): void }) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const { post } = row;
  const image = post.media.find((m) => m.kind === 'image')?.url ?? post.data.image;
  const text = excerpt(post.title || post.data.caption || post.caption, 80) || t('monitor.untitled');
  return (
    <Button
      type="text"
      onClick={() => onOpen(row)}
      aria-label={t('monitor.openPreview', { post: text })}
      style={{ height: 'auto', padding: 4, whiteSpace: 'normal', textAlign: 'start', maxWidth: 320 }}
    >
      <Flex gap="small" align="center">
        <span
          aria-hidden="true"
          style={{
            width: THUMB,
            height: THUMB,
            flex: 'none',
            borderRadius: token.borderRadiusSM,
            background: token.colorFillTertiary,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            fontSize: 18,
          }}
        >
          {image ? <img src={image} alt="" width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} /> : <TypeIcon type={post.type} />}
        </span>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text>{text}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t(`calendar.type.${post.type}`)}
          </Typography.Text>
        </Flex>
      </Flex>
    </Button>
  );
}
