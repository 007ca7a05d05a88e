import type { ExamItemKey } from '@kg/shared/modules/health/exams/exam-items';
import { App, Button, InputNumber, Radio, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { H, STANDARD } from './growth-api.ts';

type Range = { item: ExamItemKey; low: number | null; high: number | null };

/** The school's growth reference, WHO's cut-offs, and the normal ranges of the other exam items (editable with exam-manage). */
export default function HealthExamStandardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const afterSave = useAfterSave();
  const mayEdit = usePermission([H.examManage]);
  const q = useCall('detail', STANDARD.list, {});
  const [reference, setReference] = useState<'who'>('who');
  const [ranges, setRanges] = useState<Range[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!q.data) return;
    setReference(q.data.reference);
    setRanges(q.data.items.map(({ item, low, high }) => ({ item: item as ExamItemKey, low, high })));
  }, [q.data]);

  const setBound = (item: string, side: 'low' | 'high', v: number | null) =>
    setRanges((rs) => rs.map((r) => (r.item === item ? { ...r, [side]: v } : r)));
  const save = async () => {
    setSaving(true);
    try {
      const r = await call(STANDARD.update, { reference, items: ranges });
      if (r.jobId) void message.info(t('healthGrowth.savedJob'));
      else if (r.reevaluated !== null) void message.success(t('healthGrowth.savedCount', { count: r.reevaluated }));
      else void message.success(t('healthGrowth.saved'));
      void afterSave();
    } finally {
      // a refused range is shown by the request layer's message, naming the field
      setSaving(false);
    }
  };
  const bound = (r: Range, side: 'low' | 'high') =>
    mayEdit ? (
      <InputNumber value={r[side]} onChange={(v) => setBound(r.item, side, v)} style={{ width: 110 }} data-testid={`${r.item}-${side}`} />
    ) : (
      (r[side] ?? '—')
    );

  return (
    <PageCard
      title={t('healthGrowth.standardTitle')}
      testId="health-exam-standard"
      extra={
        mayEdit && (
          <Button type="primary" loading={saving} onClick={save} data-testid="save-standard">
            {t('healthGrowth.save')}
          </Button>
        )
      }
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={5}>{t('healthGrowth.reference')}</Typography.Title>
          <Radio.Group value={reference} disabled={!mayEdit} onChange={(e) => setReference(e.target.value)}>
            {(q.data?.references ?? ['who']).map((r) => (
              <Radio key={r} value={r}>
                {t(`healthGrowth.references.${r}`)}
              </Radio>
            ))}
          </Radio.Group>
        </div>
        <div>
          <Typography.Title level={5}>{t('healthGrowth.cutoffsTitle')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            loading={q.isFetching}
            rowKey={(c) => `${c.status}-${c.indicator}`}
            dataSource={q.data?.cutoffs ?? []}
            columns={[
              { key: 'status', title: t('healthGrowth.status'), render: (_, c) => t(`healthGrowth.statuses.${c.status}`) },
              { key: 'indicator', title: t('healthGrowth.indicator'), render: (_, c) => t(`healthGrowth.indicators.${c.indicator}`) },
              { key: 'ages', title: t('healthGrowth.ages'), render: (_, c) => t(`healthGrowth.agesOf.${c.ages}`) },
              {
                key: 'rule',
                title: t('healthGrowth.rule'),
                render: (_, c) =>
                  c.below !== undefined ? t('healthGrowth.below', { z: c.below }) : t('healthGrowth.above', { z: c.above }),
              },
            ]}
          />
        </div>
        <div>
          <Typography.Title level={5}>{t('healthGrowth.rangesTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('healthGrowth.rangesHint')}</Typography.Paragraph>
          <Table
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="item"
            dataSource={ranges}
            columns={[
              {
                key: 'item',
                title: t('healthGrowth.item'),
                render: (_, r) => (
                  <Space>
                    {t(`healthGrowth.items.${r.item}`)}
                    {q.data?.items.find((i) => i.item === r.item)?.isDefault && <Tag>{t('healthGrowth.defaultTag')}</Tag>}
                  </Space>
                ),
              },
              { key: 'low', title: t('healthGrowth.low'), render: (_, r) => bound(r, 'low') },
              { key: 'high', title: t('healthGrowth.high'), render: (_, r) => bound(r, 'high') },
            ]}
          />
        </div>
      </Space>
    </PageCard>
  );
}
