import { UploadOutlined } from '@ant-design/icons';
import { todayChina } from '@kg/shared/time/china';
import { Button, DatePicker, Empty, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, ImportDialog, PageCard, useAfterSave, useCall, useIdParam, usePagedList } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { ReferenceNotice } from '../../platform/index.ts';
import { EP, ER, H, useClassOptions, useExamItems } from './exams-api.ts';
import { RecordGrid } from './record-grid.tsx';
import { defaultDay } from './sheet-values.ts';

/** /health/fitness/examinationRecord: pick a plan and a class, type the measurements, import or export them. */
export default function HealthExamRecordsPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const mayEdit = usePermission([H.examManage, H.examRecord]);
  const plans = useCall('options', EP.all, {}).data ?? [];
  const initialPlan = useIdParam('planId') ?? undefined;
  const [planId, setPlanId] = useState<number | undefined>(initialPlan);
  const [clazzId, setClazzId] = useState<number | undefined>();
  const [name, setName] = useState('');
  const [importing, setImporting] = useState(false);
  const plan = useCall('detail', EP.get, { id: planId ?? 0 }, { enabled: !!planId }).data;
  const mine = useClassOptions();
  const items = useExamItems().filter((i) => plan?.items.includes(i.key));
  const classes = (plan?.classes ?? []).filter((c) => mine.some((m) => m.id === c.id));
  const [day, setDay] = useState<string>(todayChina());
  // the sheet asks only once its filters name the plan (the first plan is chosen after the options arrive)
  const [applied, setApplied] = useState<number>();
  const list = usePagedList(ER.page, {}, { enabled: !!applied });

  useEffect(() => {
    if (!planId && plans.length) setPlanId(plans[0].id);
  }, [planId, plans]);
  useEffect(() => {
    if (plan) setDay(defaultDay(todayChina(), plan));
    if (plan && !classes.some((c) => c.id === clazzId)) setClazzId(classes[0]?.id);
  }, [plan, classes, clazzId]);
  useEffect(() => {
    if (!planId) return;
    list.setFilters({ planId, clazzId, name });
    setApplied(planId);
  }, [planId, clazzId, name, list.setFilters]);

  const filters = { planId, clazzId, name };
  return (
    <PageCard
      title={t('healthExams.recordsTitle')}
      testId="health-exam-records"
      extra={
        planId && (
          <>
            {mayEdit && clazzId && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="record-import">
                {t('healthExams.sheet.template')}
              </Button>
            )}
            <ExportButton url={ER.export.path} filters={filters} label={t('healthExams.sheet.exportRecords')} />
            <ExportButton url={ER.exportHeight.path} filters={filters} label={t('healthExams.sheet.exportHeight')} />
            <ExportButton url={ER.exportWeight.path} filters={filters} label={t('healthExams.sheet.exportWeight')} />
          </>
        )
      }
    >
      <ReferenceNotice dataset="growth" />
      {plans.length === 0 ? (
        <Empty description={t('healthExams.noPlan')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Select
              style={{ minWidth: 180 }}
              value={planId}
              onChange={setPlanId}
              placeholder={t('healthExams.fields.plan')}
              options={plans.map((x) => ({ value: x.id, label: x.name }))}
              data-testid="record-plan"
            />
            <Select
              style={{ minWidth: 120 }}
              value={clazzId}
              onChange={setClazzId}
              placeholder={t('healthExams.fields.clazz')}
              options={classes.map((c) => ({ value: c.id, label: c.name }))}
              data-testid="record-class"
            />
            {plan && (
              <DatePicker
                value={dayjs(day)}
                allowClear={false}
                disabledDate={(d) => d.format('YYYY-MM-DD') < plan.startDay || d.format('YYYY-MM-DD') > plan.endDay}
                onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
                data-testid="record-day"
              />
            )}
            <Input.Search allowClear placeholder={t('healthExams.fields.search')} onSearch={setName} style={{ width: 160 }} />
          </Space>
          {mayEdit && <Typography.Text type="secondary">{t('healthExams.sheet.saveHint')}</Typography.Text>}
          {planId && plan && <RecordGrid list={list} items={items} planId={planId} day={day} mayEdit={mayEdit} />}
        </Space>
      )}
      {planId && clazzId && (
        <ImportDialog
          open={importing}
          title={t('healthExams.sheet.importTitle')}
          templateUrl={`${ER.template.path}?planId=${planId}&clazzId=${clazzId}`}
          uploadUrl={ER.upload.path}
          fields={{ planId }}
          reportUrl={ER.report.path}
          onClose={() => setImporting(false)}
          onImported={(count) => {
            setImporting(false);
            void afterSave({ text: t('kit.import.done', { count }) });
          }}
        />
      )}
    </PageCard>
  );
}
