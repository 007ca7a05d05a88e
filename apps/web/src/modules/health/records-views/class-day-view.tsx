import type { classTotal } from '@kg/shared/modules/health/inspection/statistic-shapes';
import { CHECK_RESULTS, INSPECT_SLOTS } from '@kg/shared/modules/health/inspection/symptoms';
import { todayChina } from '@kg/shared/time/china';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ExportButton, PageCard, PagedTable, useCall, usePagedList } from '../../../kit/index.ts';
import { type SearchField, SearchForm } from '../../../widgets/index.ts';
import { useClassOptions } from './class-select.tsx';
import { type DailyRow, STATISTIC_ENDPOINTS as E, usePageExtras } from './records-api.ts';
import { findingText, ResultTag } from './result-tag.tsx';

type ClassTotal = z.input<typeof classTotal>;

/** A class the page is fixed to (a graduated class's day record), and the day it opens on. */
export interface FixedClass {
  id: number;
  title: string;
  day?: string;
}

/**
 * A day's checks of the caller's classes (or of one fixed class), paged on the server, with each
 * class's counts that day.
 */
export function ClassDayView({ fixed, testId = 'health-inspect-daily' }: { fixed?: FixedClass; testId?: string }) {
  const { t } = useTranslation();
  const initial = useMemo(() => (fixed ? { day: fixed.day ?? todayChina(), clazzId: fixed.id } : { day: todayChina() }), [fixed]);
  const list = usePagedList(E.dailyList, initial);
  const extras = usePageExtras<{ classTotals: ClassTotal[] }>(E.dailyList.path, list);
  const classes = useClassOptions();
  const items = useCall('options', E.itemOptions, {});
  const findings = useMemo(() => [...new Set((items.data ?? []).flatMap((i) => i.findings))], [items.data]);
  const fields: SearchField[] = [
    { key: 'day', label: t('healthRecords.day'), component: 'date', clearable: false },
    ...(fixed ? [] : [{ key: 'clazzId', label: t('healthRecords.clazz'), component: 'select' as const, options: classes }]),
    {
      key: 'slot',
      label: t('healthRecords.slot'),
      component: 'select',
      options: INSPECT_SLOTS.map((s) => ({ value: s, label: t(`healthRecords.slots.${s}`) })),
    },
    {
      key: 'result',
      label: t('healthRecords.result'),
      component: 'select',
      options: CHECK_RESULTS.map((r) => ({ value: r, label: t(`healthRecords.results.${r}`) })),
    },
    { key: 'finding', label: t('healthRecords.finding'), component: 'select', options: findings.map((f) => ({ value: f, label: f })) },
    { key: 'studentName', label: t('healthRecords.name'), component: 'input', maxLength: 30 },
  ];
  const columns: TableColumnsType<DailyRow> = [
    { key: 'clazzName', title: t('healthRecords.clazz'), dataIndex: 'clazzName' },
    { key: 'studentName', title: t('healthRecords.name'), dataIndex: 'studentName' },
    { key: 'slot', title: t('healthRecords.slot'), render: (_, r) => t(`healthRecords.slots.${r.slot}`) },
    { key: 'result', title: t('healthRecords.result'), render: (_, r) => <ResultTag result={r.result} temperature={r.temperature} /> },
    { key: 'temperature', title: t('healthRecords.temperature'), render: (_, r) => r.temperature?.toFixed(1) ?? t('kit.empty') },
    { key: 'findings', title: t('healthRecords.finding'), render: (_, r) => findingText(r.findings) || t('kit.empty'), responsive: ['md'] },
    { key: 'measures', title: t('healthRecords.measures'), render: (_, r) => r.measures ?? t('kit.empty'), responsive: ['md'] },
    { key: 'recorderName', title: t('healthRecords.recorder'), render: (_, r) => r.recorderName ?? t('kit.empty'), responsive: ['lg'] },
  ];
  const totalColumns: TableColumnsType<ClassTotal> = [
    { key: 'clazzName', title: t('healthRecords.clazz'), dataIndex: 'clazzName' },
    ...(['roster', 'checked', 'abnormal', 'fever', 'absentSick', 'absentOther'] as const).map((k) => ({
      key: k,
      title: t(`healthRecords.totals.${k}`),
      dataIndex: k,
    })),
  ];
  return (
    <PageCard
      title={fixed?.title ?? t('healthRecords.daily.title')}
      testId={testId}
      extra={<ExportButton url={E.exportDaily.path} filters={list.filters} label={t('healthRecords.daily.export')} />}
    >
      <SearchForm
        fields={fields}
        initialData={initial}
        onSearch={(f) => list.setFilters({ ...f, day: f.day || initial.day, ...(fixed ? { clazzId: fixed.id } : {}) })}
        loading={list.loading}
      />
      <PagedTable<DailyRow> list={list} columns={columns} rowKey={(r) => `${r.studentId}-${r.slot}`} testId="health-inspect-daily-table" />
      <h4 style={{ marginTop: 16 }}>{t('healthRecords.totals.title')}</h4>
      <Table<ClassTotal>
        size="small"
        rowKey="clazzId"
        columns={totalColumns}
        dataSource={extras?.classTotals ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="health-inspect-daily-totals"
      />
    </PageCard>
  );
}
