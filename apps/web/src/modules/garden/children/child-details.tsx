import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSections } from '../../../kit/extensions/profile-sections.tsx';
import { PageCard } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type ChildDetail, fetchChild, type GuardianRecord } from './child-api.ts';
import { useRelationLabel } from './child-fields.ts';
import { useChildFormat } from './child-format.ts';

export interface ChildDetailViewProps {
  id: number | null;
  title: ReactNode;
  /** Toolbar of the loaded child (edit, back). */
  extra: (child: ChildDetail | undefined) => ReactNode;
  /** Also the sections other modules add to the profile (health's summary …; default true). */
  sections?: boolean;
}

/**
 * A child's record read-only: its fields, class and guardians, and below them the sections other
 * modules add to a child's profile (the detail answer carries them; pages/profile-sections.ts
 * registers how each shows). The full ID number and guardians' phones are fetched (reveal=true) only for
 * users holding sensitive-id-card-view, and only when they ask for it: the server masks both otherwise.
 */
export function ChildDetailView({ id, title, extra, sections = true }: ChildDetailViewProps) {
  const { t } = useTranslation();
  const fmt = useChildFormat();
  const relation = useRelationLabel();
  const mayReveal = usePermission([G.idCardReveal]);
  const [reveal, setReveal] = useState(false);
  const detail = useQuery({
    queryKey: ['detail', 'student', id, reveal],
    queryFn: () => fetchChild(id!, reveal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

  if (id === null || detail.isError) return <Result status="warning" title={t('children.notFound')} extra={extra(undefined)} />;
  const d = detail.data;
  if (!d) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const phonesMasked = d.guardians.some((g) => g.phone.includes('*'));
  const toggle =
    mayReveal && ((d.idCardNo && d.idCardMasked) || phonesMasked || reveal) ? (
      <Button
        type="link"
        size="small"
        icon={reveal ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        onClick={() => setReveal((r) => !r)}
        loading={detail.isFetching}
        data-testid="id-card-toggle"
      >
        {t(reveal ? 'children.idCard.hide' : 'children.idCard.show')}
      </Button>
    ) : null;

  return (
    <PageCard title={title} extra={extra(d)} testId="student-detail">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} title={t('children.basicTitle')}>
        <Descriptions.Item label={t('children.fields.name')}>{d.name}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.gender')}>{fmt.gender(d.gender)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.status')}>{fmt.status(d.status)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.grade')}>{fmt.text(d.gradeName)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.clazz')}>{fmt.text(d.clazzName)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.studentNo')}>{fmt.text(d.studentNo)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.birthday')}>{fmt.text(d.birthday)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.age')}>{fmt.age(d.ageMonths)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.nation')}>{fmt.nation(d.nation)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.idCardType')}>{fmt.cardType(d.idCardType)}</Descriptions.Item>
        <Descriptions.Item label={t('children.fields.idCardNo')}>
          <Space size={4}>
            <span data-testid="id-card-no">{fmt.text(d.idCardNo)}</span>
            {toggle}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('children.fields.enrolDate')}>{fmt.text(d.enrolDate)}</Descriptions.Item>
        {d.graduatedAt ? <Descriptions.Item label={t('children.fields.graduatedAt')}>{d.graduatedAt}</Descriptions.Item> : null}
      </Descriptions>

      <Card size="small" title={t('children.guardiansTitle')} style={{ marginTop: 16 }}>
        <Table<GuardianRecord>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.guardians}
          data-testid="guardian-table"
          columns={[
            { title: t('children.guardian.name'), dataIndex: 'name' },
            { title: t('children.guardian.relation'), dataIndex: 'relation', render: relation },
            { title: t('children.guardian.phone'), dataIndex: 'phone', render: fmt.text },
            {
              title: t('children.guardian.isDirect'),
              dataIndex: 'isDirectGuardian',
              render: (v: boolean) => (v ? <Tag color="blue">{t('children.guardian.direct')}</Tag> : fmt.empty),
            },
          ]}
        />
      </Card>

      {sections && <ProfileSections sections={d.sections} />}
    </PageCard>
  );
}
