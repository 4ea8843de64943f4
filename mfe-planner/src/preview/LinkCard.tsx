// A link's preview card: image, title, description and host (as the server fetched them).
import { Card, Typography } from 'antd';
import type { PreviewLink } from './preview-model';

export function LinkCard({ link }: { link: PreviewLink }) {
  const body = (
    <Card
      size="small"
      data-testid="link-card"
      cover={link.image ? <img src={link.image} alt="" style={{ maxBlockSize: 200, objectFit: 'cover' }} /> : undefined}
    >
      <Typography.Text type="secondary" style={{ textTransform: 'uppercase', fontSize: 12 }}>
        {link.host}
      </Typography.Text>
      {link.title ? <Typography.Paragraph strong style={{ marginBlock: 4 }}>{link.title}</Typography.Paragraph> : null}
      {link.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {link.description}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
  return link.url ? (
    <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
      {body}
    </a>
  ) : (
    body
  );
}
