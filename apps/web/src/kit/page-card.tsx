import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

/** The frame of a garden page: title, toolbar on the right, content. */
export function PageCard({
  title,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card title={title} extra={extra ? <Space wrap>{extra}</Space> : null} data-testid={testId}>
      {children}
    </Card>
  );
}
