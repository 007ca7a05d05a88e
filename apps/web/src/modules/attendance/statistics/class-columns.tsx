import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { pct } from './statistics-api.ts';

interface ClassFigures {
  clazzId: number;
  clazzName: string;
  rate: number | null;
}

/**
 * The columns a class-by-class list shares (a day's and a month's): the class, which opens its own
 * view, then the counts named, then the rate.
 */
export function classFigureColumns<R extends ClassFigures>(
  t: TFunction,
  counts: readonly (keyof R & string)[],
  open: (row: R) => void,
): TableColumnsType<R> {
  return [
    {
      key: 'clazzName',
      title: t('attendanceStatistics.clazz'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link data-testid="class-link" onClick={() => open(r)}>
          {r.clazzName}
        </Typography.Link>
      ),
    },
    ...counts.map((k) => ({ key: k, title: t(`attendanceStatistics.counts.${k}`), dataIndex: k, align: 'right' as const })),
    { key: 'rate', title: t('attendanceStatistics.counts.rate'), render: (_, r) => pct(r.rate), align: 'right' },
  ];
}
