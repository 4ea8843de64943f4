// A link's preview card (title, description, host, image), as the networks show it under a post.
import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { LinkMeta } from '../editor-api';

export function LinkCard({ meta, action, compact = false }: { meta: LinkMeta; action?: ReactNode; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="link-card"
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, overflow: 'hidden', background: token.colorFillQuaternary }}
    >
      {meta.image ? (
        <img src={meta.image} alt="" referrerPolicy="no-referrer" style={{ width: '100%', maxHeight: compact ? 140 : 220, objectFit: 'cover', display: 'block' }} />
      ) : null}
      <Flex vertical gap={2} style={{ padding: '8px 12px' }}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, textTransform: 'uppercase' }} dir="ltr">
          {meta.host}
        </Typography.Text>
        {meta.title ? <Typography.Text strong>{meta.title}</Typography.Text> : null}
        {meta.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
            {meta.description}
          </Typography.Paragraph>
        ) : null}
        {action}
      </Flex>
    </div>
  );
}
