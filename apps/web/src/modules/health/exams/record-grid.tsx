import { Button, Checkbox, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '../../../kit/index.ts';
import { type ExamItem, type RecordRow, saveRecord } from './exams-api.ts';
import { type Cell, type Measure, measureOf, outOfRange, rowValues } from './sheet-values.ts';

const focusCell = (row: number, col: string) =>
  (document.querySelector(`[data-row="${row}"][data-col="${col}"] input`) as HTMLInputElement | null)?.focus();

/**
 * The keyboard-friendly record sheet: a row per child, a cell per plan item. Enter saves the row
 * and moves to the same item of the next child; an out-of-range number is marked as typed and
 * not sent. After a save the row shows the z-scores and assessment the server computed. A row
 * keeps its own measuring day (the picked day is for children not yet measured); how the stature
 * was measured (lying or standing, by default as the age suggests) and oedema are set per child.
 */
export function RecordGrid(p: { list: PagedList<RecordRow>; items: ExamItem[]; planId: number; day: string; mayEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  const [edits, setEdits] = useState<Record<number, Record<string, Cell>>>({});
  const [measures, setMeasures] = useState<Record<number, Measure>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const keys = p.items.map((i) => i.key);

  const edit = (id: number, key: string, v: Cell) => setEdits((e) => ({ ...e, [id]: { ...e[id], [key]: v } }));
  const measure = (row: RecordRow, change: Partial<Measure>) => {
    setMeasures((m) => ({ ...m, [row.studentId]: { ...measureOf(row, m[row.studentId]), ...change } }));
    // a changed position or oedema is a change of the row: Save appears
    setEdits((e) => ({ ...e, [row.studentId]: { ...e[row.studentId] } }));
  };

  async function save(index: number, col: string) {
    const row = p.list.rows[index];
    const typed = edits[row.studentId];
    const next = () => focusCell(index + 1, col);
    if (!typed) return next();
    if (p.items.some((i) => outOfRange(i, typed[i.key] ?? null))) return;
    setSaving(row.studentId);
    try {
      const m = measureOf(row, measures[row.studentId]);
      await saveRecord({
        planId: p.planId,
        studentId: row.studentId,
        measuredDay: row.measuredDay ?? p.day,
        values: rowValues(keys, row, typed),
        ...(m.position ? { position: m.position } : {}),
        oedema: m.oedema,
      });
      setEdits(({ [row.studentId]: _, ...rest }) => rest);
      setMeasures(({ [row.studentId]: _, ...rest }) => rest);
      await p.list.reload();
      next();
    } catch {
      // the request layer showed why (the field the server named is in its message)
    } finally {
      setSaving(null);
    }
  }

  const itemColumns: ColumnsType<RecordRow> = p.items.map((item) => ({
    title: `${en ? item.labelEn : item.label}${item.unit ? ` (${item.unit})` : ''}`,
    key: item.key,
    width: 120,
    render: (_, row, index) => {
      const typed = edits[row.studentId];
      const v = typed && item.key in typed ? typed[item.key] : ((row.values as Record<string, Cell>)[item.key] ?? null);
      const bad = outOfRange(item, v);
      const cell = { 'data-row': index, 'data-col': item.key };
      if (item.kind === 'choice') {
        return (
          <span {...cell}>
            <Select
              allowClear
              disabled={!p.mayEdit}
              value={v ?? undefined}
              style={{ width: 100 }}
              onChange={(x) => edit(row.studentId, item.key, x ?? null)}
              options={item.choices.map((c) => ({ value: c, label: t(`healthExams.choice.${c}`) }))}
            />
          </span>
        );
      }
      return (
        <span {...cell}>
          <InputNumber
            disabled={!p.mayEdit || saving === row.studentId}
            value={v as number | null}
            status={bad ? 'error' : undefined}
            title={bad ? t('healthExams.sheet.outOfRange', { min: item.min, max: item.max }) : undefined}
            step={item.decimals ? 10 ** -item.decimals : 1}
            style={{ width: 100 }}
            onChange={(x) => edit(row.studentId, item.key, x === null ? null : Number(x))}
            onPressEnter={() => void save(index, item.key)}
          />
        </span>
      );
    },
  }));
  const z = (v: number | null) => (v === null ? '–' : v.toFixed(2));
  const measureColumns: ColumnsType<RecordRow> = [];
  if (keys.includes('height'))
    measureColumns.push({
      title: t('healthExams.fields.position'),
      key: 'position',
      width: 110,
      render: (_, row) => (
        <Select
          allowClear
          disabled={!p.mayEdit}
          value={measureOf(row, measures[row.studentId]).position ?? undefined}
          placeholder={t('healthExams.position.byAge')}
          style={{ width: 100 }}
          onChange={(x) => measure(row, { position: x ?? null })}
          options={(['lying', 'standing'] as const).map((x) => ({ value: x, label: t(`healthExams.position.${x}`) }))}
          data-testid="record-position"
        />
      ),
    });
  if (keys.includes('weight'))
    measureColumns.push({
      title: t('healthExams.fields.oedema'),
      key: 'oedema',
      width: 70,
      render: (_, row) => (
        <Checkbox
          disabled={!p.mayEdit}
          checked={measureOf(row, measures[row.studentId]).oedema}
          onChange={(e) => measure(row, { oedema: e.target.checked })}
          data-testid="record-oedema"
        />
      ),
    });
  const columns: ColumnsType<RecordRow> = [
    { title: t('healthExams.fields.child'), dataIndex: 'name', fixed: 'left', width: 90 },
    { title: t('healthExams.fields.clazz'), dataIndex: 'clazzName', width: 90 },
    { title: t('healthExams.fields.measuredDay'), dataIndex: 'measuredDay', width: 100, render: (d: string | null) => d ?? '–' },
    ...itemColumns,
    ...measureColumns,
    {
      title: t('healthExams.fields.zScores'),
      key: 'z',
      width: 170,
      render: (_, r) =>
        r.measuredDay ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            WAZ {z(r.waz)} · HAZ {z(r.haz)} · {r.whz !== null ? `WHZ ${z(r.whz)}` : `BAZ ${z(r.baz)}`}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('healthExams.sheet.notMeasured')}</Typography.Text>
        ),
    },
    {
      title: t('healthExams.fields.status'),
      key: 'statuses',
      width: 140,
      render: (_, r) =>
        r.measuredDay && (
          <Space size={2} wrap>
            {r.statuses.map((s) => (
              <Tag key={s} color="orange">
                {t(`healthExams.status.${s}`)}
              </Tag>
            ))}
            {/* normal only when a z-score was computed: a blank one is not a verdict */}
            {!r.statuses.length &&
              ([r.waz, r.haz, r.whz, r.baz].some((v) => v !== null) ? (
                <Tag color="green">{t('healthExams.sheet.normal')}</Tag>
              ) : (
                <Tag>{t('healthExams.sheet.notAssessed')}</Tag>
              ))}
            {r.oedema && <Tag color="red">{t('healthExams.sheet.oedema')}</Tag>}
          </Space>
        ),
    },
  ];
  if (p.mayEdit) {
    columns.push({
      key: 'save',
      width: 70,
      render: (_, r, index) =>
        edits[r.studentId] && (
          <Button size="small" type="primary" loading={saving === r.studentId} onClick={() => void save(index, keys[0])}>
            {t('healthExams.sheet.save')}
          </Button>
        ),
    });
  }
  return (
    <Table<RecordRow>
      rowKey="studentId"
      size="small"
      columns={columns}
      dataSource={p.list.rows}
      loading={p.list.loading}
      scroll={{ x: 'max-content' }}
      data-testid="exam-record-grid"
      pagination={{
        current: p.list.pageNum,
        pageSize: p.list.pageSize,
        total: p.list.total,
        onChange: p.list.setPage,
        showSizeChanger: false,
        size: 'small',
      }}
    />
  );
}
