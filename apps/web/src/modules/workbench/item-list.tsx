import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface ItemRow {
  key: string | number;
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A plain list of rows (antd's List is deprecated; its virtual successor is overkill for a few rows). */
export function ItemList({ rows, empty, loading }: { rows: ItemRow[]; empty: string; loading?: boolean }) {
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((r, i) => (
        <li
          key={r.key}
          data-testid={r.testId}
          style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}
        >
          {r.avatar}
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontWeight: 500 }}>{r.title}</div>
            {r.description && <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 13 }}>{r.description}</div>}
          </div>
          {r.actions}
        </li>
      ))}
    </ul>
  );
}
