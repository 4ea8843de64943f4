// One network's rendering of the post: the author's name and avatar, the text folded where that
// network folds it ("… See more"), the media or else the link card. antd tokens only, so dark skin works.
import { Avatar, Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_NS } from '../../i18n/namespace';
import type { EditorMedia, LinkMeta } from '../editor-api';
import { networkName } from '../fields/network-name';
import { mediaSrc } from '../media/media-url';
import { LinkCard } from '../link/LinkCard';
import type { Network } from '../networks';
import { MediaGrid } from './MediaGrid';
import { fold } from './truncate';

export interface NetworkPostProps {
  network: Network;
  author: { name: string; avatar: string | null };
  text: string;
  media: EditorMedia[];
  linkMeta: LinkMeta | null;
  /** e.g. "Mar 30, 9:00 AM", or null for a draft without a date. */
  when: string | null;
}

export function NetworkPost({ network, author, text, media, linkMeta, when }: NetworkPostProps) {
  const { t } = useTranslation(PLANNER_NS);
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const { shown, folded } = fold(text, network);
  const alt = (n: number) => t('editor.preview.mediaAlt', { n, total: media.length });
  const handle = `@${author.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;

  const header = (
    <Flex gap="small" align="center">
      <Avatar src={author.avatar ? mediaSrc(author.avatar) : undefined} size={network === 'instagram' ? 32 : 40} alt="">
        {author.name.charAt(0).toUpperCase()}
      </Avatar>
      <Flex vertical>
        <Typography.Text strong>
          {author.name}
          {network === 'twitter' ? (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} dir="ltr">
              {' '}
              {handle}
            </Typography.Text>
          ) : null}
        </Typography.Text>
        {when && network !== 'instagram' ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {when}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );

  const body = text ? (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, overflowWrap: 'anywhere' }}>
      {network === 'instagram' ? <Typography.Text strong>{author.name} </Typography.Text> : null}
      {open ? text : shown}
      {folded && !open ? (
        <>
          {'… '}
          <Button type="link" size="small" style={{ padding: 0, height: 'auto', color: token.colorTextSecondary }} onClick={() => setOpen(true)}>
            {t(network === 'instagram' ? 'editor.preview.more' : 'editor.preview.seeMore')}
          </Button>
        </>
      ) : null}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary" italic>
      {t('editor.preview.noText')}
    </Typography.Text>
  );

  const attachment =
    media.length > 0 ? (
      <MediaGrid media={media} square={network === 'instagram'} rounded={network === 'twitter'} alt={alt} />
    ) : linkMeta && network !== 'instagram' ? (
      <LinkCard meta={linkMeta} compact={network === 'twitter'} />
    ) : network === 'instagram' ? (
      <div style={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center', background: token.colorFillSecondary, padding: 16, textAlign: 'center' }}>
        <Typography.Text type="secondary">{t('editor.blocked.instagramMedia')}</Typography.Text>
      </div>
    ) : null;

  return (
    <article
      aria-label={t('editor.preview.on', { network: networkName(t, network) })}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: network === 'instagram' ? 0 : token.borderRadiusLG,
        maxWidth: 500,
        overflow: 'hidden',
      }}
    >
      {network === 'instagram' ? (
        // Instagram: header, the media first, then the caption.
        <Flex vertical gap="small">
          <div style={{ padding: '8px 12px' }}>{header}</div>
          {attachment}
          <div style={{ padding: '0 12px 12px' }}>{body}</div>
        </Flex>
      ) : (
        <Flex vertical gap="small" style={{ padding: 12 }}>
          {header}
          {body}
          {attachment}
        </Flex>
      )}
    </article>
  );
}
