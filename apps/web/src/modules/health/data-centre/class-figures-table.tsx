import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ClassFigures, rate } from './data-centre-api.ts';

/** Each class's counts; a class name drills down where the page allows it. */
export function ClassFiguresTable({
  rows,
  onOpen,
  visits = false,
}: {
  rows: ClassFigures[];
  onOpen?: (c: ClassFigures) => void;
  visits?: boolean;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`healthData.figures.${k}`);
  const columns: TableColumnsType<ClassFigures> = [
    {
      key: 'className',
      title: t('healthData.className'),
      render: (_, c) => (onOpen ? <Typography.Link onClick={() => onOpen(c)}>{c.className}</Typography.Link> : c.className),
    },
    { key: 'roster', title: f(visits ? 'rosterVisits' : 'roster'), dataIndex: 'roster', responsive: ['sm'] },
    { key: 'checked', title: f(visits ? 'checkedVisits' : 'checked'), dataIndex: 'checked', responsive: ['sm'] },
    { key: 'completionRate', title: f('completionRate'), render: (_, c) => rate(c.completionRate) },
    { key: 'abnormal', title: f('abnormal'), dataIndex: 'abnormal' },
    { key: 'abnormalRate', title: f('abnormalRate'), render: (_, c) => rate(c.abnormalRate), responsive: ['md'] },
    { key: 'fever', title: f('fever'), dataIndex: 'fever' },
    { key: 'absentSick', title: f('absentSick'), dataIndex: 'absentSick', responsive: ['md'] },
    { key: 'absentOther', title: f('absentOther'), dataIndex: 'absentOther', responsive: ['lg'] },
  ];
  return (
    <Table<ClassFigures>
      rowKey="classId"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid="class-figures"
      scroll={{ x: 'max-content' }}
    />
  );
}
