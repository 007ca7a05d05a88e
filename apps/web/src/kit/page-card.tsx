import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import './kit.css';

/** The frame of a list or form page: title, toolbar on the right (under the title on narrow screens), content. */
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
    <Card className="kg-page-card" title={title} extra={extra ? <Space wrap>{extra}</Space> : null} data-testid={testId}>
      {children}
    </Card>
  );
}
