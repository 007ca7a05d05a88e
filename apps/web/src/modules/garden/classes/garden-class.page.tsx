import { PlusOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { classEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, PagedTable, toOptions, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useGradeOptions } from '../garden-options.ts';
import type { ClassRow } from './class-api.ts';
import { classColumns, isTopGrade } from './class-columns.tsx';
import { useDeleteClass } from './delete-class.tsx';
import { GraduateDialog } from './graduate-dialog.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

type TermAction = { kind: 'upgrade' | 'graduate'; classes: ClassRow[] } | null;

/** Active classes in range: search by grade and name; view, edit, delete, and the term-end upgrade and graduation. */
export default function GardenClassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const list = usePagedList(classEndpoints.list);
  const grades = useGradeOptions();
  const [selected, setSelected] = useState<ClassRow[]>([]);
  const [term, setTerm] = useState<TermAction>(null);
  const can = {
    add: usePermission([G.clazzAdd]),
    update: usePermission([G.clazzUpdate]),
    get: usePermission([G.clazzGet]),
    remove: usePermission([G.clazzDelete]),
    upgrade: usePermission([G.clazzUpgrade]),
    graduate: usePermission([G.clazzGraduate]),
    numbers: usePermission([G.student]),
  };

  const done = (text: string) => {
    setTerm(null);
    setSelected([]);
    void afterSave({ text });
  };
  const deletion = useDeleteClass(done);

  const searchFields: SearchField[] = [
    { key: 'gradeId', component: 'select', label: t('classes.fields.gradeId'), options: toOptions(grades.data) },
    { key: 'name', component: 'input', label: t('classes.fields.name'), maxLength: 20 },
  ];

  const columns = classColumns(t, {
    view: (r) => navigate(`/garden/base/class/view?id=${r.id}`),
    edit: can.update || can.get ? (r) => navigate(`/garden/base/class/edit?id=${r.id}`) : undefined,
    editLabel: can.update ? t('kit.actions.edit') : t('classes.details'),
    remove: can.remove ? (r) => void deletion.start(r) : undefined,
    upgrade: can.upgrade ? (r) => setTerm({ kind: 'upgrade', classes: [r] }) : undefined,
    graduate: can.graduate ? (r) => setTerm({ kind: 'graduate', classes: [r] }) : undefined,
  });

  const batch = can.upgrade || can.graduate;
  const anyTop = selected.some(isTopGrade);
  const allTop = selected.length > 0 && selected.every(isTopGrade);

  return (
    <PageCard
      title={t('classes.title')}
      extra={
        <>
          {can.add && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="add" onClick={() => navigate('/garden/base/class/edit')}>
              {t('kit.actions.add')}
            </Button>
          )}
          {can.upgrade && (
            <Button
              data-testid="batch-upgrade"
              disabled={!selected.length || anyTop}
              onClick={() => setTerm({ kind: 'upgrade', classes: selected })}
            >
              {t('classes.upgrade.batch')}
            </Button>
          )}
          {can.graduate && (
            <Button data-testid="batch-graduate" disabled={!allTop} onClick={() => setTerm({ kind: 'graduate', classes: selected })}>
              {t('classes.graduate.batch')}
            </Button>
          )}
          {can.numbers && (
            <Button data-testid="student-numbers" onClick={() => navigate('/garden/base/class/edit2')}>
              {t('classes.numbers.open')}
            </Button>
          )}
        </>
      }
    >
      <SearchForm fields={searchFields} loading={list.loading} onSearch={list.setFilters} />
      <PagedTable<ClassRow>
        list={list}
        columns={columns}
        rowSelection={
          batch
            ? {
                selectedRowKeys: selected.map((r) => r.id),
                preserveSelectedRowKeys: true,
                onChange: (_, rows) => setSelected(rows.filter(Boolean)),
              }
            : undefined
        }
        testId="garden-class-table"
      />
      {term?.kind === 'upgrade' && <UpgradeDialog classes={term.classes} onClose={() => setTerm(null)} onDone={done} />}
      {term?.kind === 'graduate' && <GraduateDialog classes={term.classes} onClose={() => setTerm(null)} onDone={done} />}
      {deletion.dialog}
    </PageCard>
  );
}
