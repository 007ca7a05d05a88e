import { TOP_GRADE_LEVEL } from '@kg/shared/modules/garden/grades';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ClassRow } from './class-api.ts';

/** The row actions the user may take (usePermission on the page). */
export interface ClassActions {
  view: (row: ClassRow) => void;
  edit?: (row: ClassRow) => void;
  /** Read-only users (clazzGet only) open the form to look, not to edit. */
  editLabel: string;
  remove?: (row: ClassRow) => void;
  upgrade?: (row: ClassRow) => void;
  graduate?: (row: ClassRow) => void;
}

export const isTopGrade = (row: Pick<ClassRow, 'level'>) => row.level >= TOP_GRADE_LEVEL;

/** Children in school against the size limit: '28 / 30', or '28' and 'no limit'. */
export function ClassSize({ row, t }: { row: Pick<ClassRow, 'studentCount' | 'maxStudents'>; t: TFunction }) {
  if (row.maxStudents == null)
    return (
      <>
        {row.studentCount} <Tag>{t('classes.noLimit')}</Tag>
      </>
    );
  const full = row.studentCount >= row.maxStudents;
  return (
    <>
      {row.studentCount} / {row.maxStudents}
      {full && (
        <Tag color="red" style={{ marginLeft: 8 }}>
          {t('classes.full')}
        </Tag>
      )}
    </>
  );
}

export function classColumns(t: TFunction, a: ClassActions): TableColumnsType<ClassRow> {
  const link = (testId: string, label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
  return [
    { title: t('classes.columns.name'), dataIndex: 'name', key: 'name' },
    { title: t('classes.columns.grade'), dataIndex: 'gradeName', key: 'grade' },
    { title: t('classes.columns.teachers'), dataIndex: 'teacherNames', key: 'teachers', render: (v: string) => v || t('kit.empty') },
    { title: t('classes.columns.size'), key: 'size', render: (_, r) => <ClassSize row={r} t={t} /> },
    {
      title: t('classes.columns.gender'),
      key: 'gender',
      responsive: ['md'],
      render: (_, r) => t('classes.genderCounts', { boys: r.boyCount, girls: r.girlCount }),
    },
    {
      title: t('kit.actions.operation'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {link('row-view', t('kit.actions.view'), () => a.view(r))}
          {a.edit && link('row-edit', a.editLabel, () => a.edit!(r))}
          {a.upgrade && !isTopGrade(r) && link('row-upgrade', t('classes.upgrade.action'), () => a.upgrade!(r))}
          {a.graduate && isTopGrade(r) && link('row-graduate', t('classes.graduate.action'), () => a.graduate!(r))}
          {a.remove && link('row-delete', t('kit.actions.delete'), () => a.remove!(r), true)}
        </Space>
      ),
    },
  ];
}
