import { STUDENT_NO_PATTERN } from '@kg/shared/modules/garden/classes';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { AutoNumberDialog } from './auto-number-dialog.tsx';
import { fetchNumberChildren, type NumberChild, numberChildrenKey, saveClazzItems, saveOneNumber } from './numbers-api.ts';

export interface NumberChildrenProps {
  clazz: { id: number; name: string };
  /** With the update code: numbers are editable. */
  editable: boolean;
  onSaved: (text?: string) => Promise<void> | void;
  /** Reports unsaved edits, so the page can ask before switching class. */
  onDirty: (dirty: boolean) => void;
}

/** What is wrong with a typed number, if anything; blank clears the number. */
function problemOf(no: string, all: Map<number, string>, id: number, t: (k: string) => string): string | undefined {
  if (no === '') return undefined;
  if (!STUDENT_NO_PATTERN.test(no)) return t('classes.numbers.invalid');
  for (const [other, v] of all) if (other !== id && v === no) return t('classes.numbers.duplicate');
  return undefined;
}

/** The right column: the children of the class with editable numbers, saved one by one or all at once. */
export function NumberChildren({ clazz, editable, onSaved, onDirty }: NumberChildrenProps) {
  const { t } = useTranslation();
  const children = useQuery({ queryKey: numberChildrenKey(clazz.id), queryFn: () => fetchNumberChildren(clazz.id) });
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [auto, setAuto] = useState(false);
  const rows = children.data ?? [];

  // fresh numbers from the server: drafts they now hold are done; other rows keep their edits
  useEffect(() => {
    const saved = new Map((children.data ?? []).map((r) => [r.id, r.studentNo ?? '']));
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id, v]) => v.trim() !== saved.get(Number(id)))));
    setServerErrors({});
  }, [children.data]);

  const finalOf = (r: NumberChild) => (drafts[r.id] ?? r.studentNo ?? '').trim();
  const changed = rows.filter((r) => drafts[r.id] !== undefined && finalOf(r) !== (r.studentNo ?? ''));
  const finals = new Map(rows.map((r) => [r.id, finalOf(r)]));
  const problems = new Map(rows.map((r) => [r.id, problemOf(finalOf(r), finals, r.id, t) ?? serverErrors[r.id]]));
  const hasProblem = changed.some((r) => problems.get(r.id));
  useEffect(() => onDirty(changed.length > 0), [changed.length, onDirty]);

  async function saveAll() {
    const items = changed.map((r) => ({ studentId: r.id, studentNo: finalOf(r) || null }));
    setBusy(true);
    try {
      await saveClazzItems(clazz.id, items);
      await onSaved();
    } catch (e) {
      // all or nothing: put the refusal on the row it names (items.<i>.studentNo)
      const field = e instanceof ApiError ? (e.data as { field?: string } | null)?.field : undefined;
      const i = /^items\.(\d+)\./.exec(field ?? '')?.[1];
      if (i !== undefined && items[Number(i)]) setServerErrors({ [items[Number(i)].studentId]: (e as ApiError).message });
    } finally {
      setBusy(false);
    }
  }

  async function saveOne(r: NumberChild) {
    try {
      await saveOneNumber(r.id, finalOf(r));
      await onSaved();
    } catch (e) {
      if (e instanceof ApiError) setServerErrors({ ...serverErrors, [r.id]: e.message });
    }
  }

  const columns: TableColumnsType<NumberChild> = [
    { title: t('classes.view.childName'), dataIndex: 'name', key: 'name' },
    {
      title: t('classes.view.gender'),
      dataIndex: 'gender',
      key: 'gender',
      render: (g: number) => (g === 1 ? t('kit.gender.male') : g === 2 ? t('kit.gender.female') : ''),
    },
    {
      title: t('classes.view.studentNo'),
      key: 'studentNo',
      render: (_, r) => {
        const problem = problems.get(r.id);
        return (
          <Tooltip title={problem} open={problem ? undefined : false}>
            <Input
              id={`studentNo-${r.id}`}
              data-testid="student-no"
              value={drafts[r.id] ?? r.studentNo ?? ''}
              maxLength={20}
              disabled={!editable}
              status={problem ? 'error' : undefined}
              onChange={(e) => {
                setDrafts({ ...drafts, [r.id]: e.target.value });
                if (serverErrors[r.id]) setServerErrors({ ...serverErrors, [r.id]: '' });
              }}
              style={{ width: 180 }}
            />
          </Tooltip>
        );
      },
    },
  ];
  if (editable) {
    columns.push({
      title: t('kit.actions.operation'),
      key: 'actions',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          data-testid="row-save"
          disabled={!changed.includes(r) || !!problems.get(r.id)}
          onClick={() => saveOne(r)}
        >
          {t('kit.actions.save')}
        </Button>
      ),
    });
  }

  return (
    <>
      {editable && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" data-testid="save" loading={busy} disabled={!changed.length || hasProblem} onClick={saveAll}>
            {t('classes.numbers.saveAll', { count: changed.length })}
          </Button>
          <Button data-testid="auto-number" disabled={!rows.length} onClick={() => setAuto(true)}>
            {t('classes.numbers.auto')}
          </Button>
        </Space>
      )}
      <Table<NumberChild>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={children.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="garden-class-numbers-table"
      />
      {auto && (
        <AutoNumberDialog
          clazzId={clazz.id}
          clazzName={clazz.name}
          onClose={() => setAuto(false)}
          onDone={() => {
            setAuto(false);
            void onSaved();
          }}
        />
      )}
    </>
  );
}
