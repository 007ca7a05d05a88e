import { PlusOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, PagedTable, useConfirmDelete, usePagedList } from '../../../kit/index.ts';
import { EP, type PlanRow, removePlan, useExamItems } from './exams-api.ts';

/** /health/fitness/examinationPlan/index: the school's plans, newest first, with how far each has come. */
export default function HealthExamPlansPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList(EP.page);
  const items = useExamItems();
  const confirmDelete = useConfirmDelete();
  const en = i18n.language.startsWith('en');
  const itemLabel = (k: string) => {
    const i = items.find((x) => x.key === k);
    return i ? (en ? i.labelEn : i.label) : k;
  };
  const columns: ColumnsType<PlanRow> = [
    { title: t('healthExams.fields.name'), dataIndex: 'name', width: 160 },
    { title: t('healthExams.fields.period'), key: 'period', width: 200, render: (_, r) => `${r.startDay} ~ ${r.endDay}` },
    {
      title: t('healthExams.fields.progress'),
      key: 'progress',
      width: 180,
      render: (_, r) => (
        <Progress
          percent={r.expected ? Math.round((r.measured * 100) / r.expected) : 0}
          format={() => `${r.measured}/${r.expected}`}
          size="small"
          data-testid="plan-progress"
        />
      ),
    },
    { title: t('healthExams.fields.classes'), key: 'classes', width: 200, render: (_, r) => r.classes.map((c) => c.name).join(', ') },
    {
      title: t('healthExams.fields.items'),
      key: 'items',
      width: 240,
      render: (_, r) => r.items.map((k) => <Tag key={k}>{itemLabel(k)}</Tag>),
    },
    {
      title: t('kit.actions.operation'),
      key: 'actions',
      fixed: 'right',
      width: 160,
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" onClick={() => navigate(`/health/fitness/examinationRecord?planId=${r.id}`)}>
            {t('healthExams.records')}
          </Button>
          <Button type="link" onClick={() => navigate(`/health/fitness/examinationPlan/edit?id=${r.id}`)}>
            {t('healthExams.edit')}
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              confirmDelete(
                () => removePlan(r.id).then(() => undefined),
                t('healthExams.removeConfirm', { name: r.name, count: r.measured }),
              )
            }
          >
            {t('healthExams.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <PageCard
      title={t('healthExams.plansTitle')}
      testId="health-exam-plans"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/health/fitness/examinationPlan/add')}
          data-testid="plan-add"
        >
          {t('healthExams.add')}
        </Button>
      }
    >
      <PagedTable<PlanRow> list={list} columns={columns} rowKey="id" testId="exam-plan-table" scroll={{ x: 'max-content' }} />
    </PageCard>
  );
}
