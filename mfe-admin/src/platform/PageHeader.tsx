// Title, one-line description and the page's main action, as on /admin/users.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, description, extra }: { title: string; description: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="small">
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
      {extra}
    </Flex>
  );
}
