import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { GARDEN_CODES as G } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Result, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { RecordHistoryButton } from '../../platform/index.ts';
import { fetchStaff, STAFF_PAGES, type StaffDetail, staffDetailKey } from './staff-api.ts';
import { useStaffFormat } from './staff-format.ts';
import { CertificateTable, HistoryTable } from './staff-info-sections.tsx';
import { useRegionText } from './use-region-text.ts';

/** A staff member, read-only. The full ID number is fetched only when a holder of the reveal code asks. */
export default function GardenStaffInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const f = useStaffFormat();
  const canReveal = usePermission([G.idCardReveal]);
  const canEdit = usePermission([G.teacherUpdate]);
  const canAuthorize = usePermission([G.teacherAuthorize]);
  const [reveal, setReveal] = useState(false);
  const detail = useQuery({
    queryKey: staffDetailKey(id, reveal),
    queryFn: () => fetchStaff(id!, reveal),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const d = detail.data;
  const nativePlace = useRegionText(d?.nativePlace);

  if (id === null || detail.isError)
    return (
      <PageCard title={t('staff.info.title')}>
        <Result status="warning" title={t('staff.notFound')} />
      </PageCard>
    );
  const active = d?.status === StaffStatus.active;
  const toolbar = (
    <>
      {d && active && canEdit && (
        <Button type="primary" data-testid="edit" onClick={() => navigate(STAFF_PAGES.edit(id))}>
          {t('kit.actions.edit')}
        </Button>
      )}
      {d && active && canAuthorize && (
        <Button data-testid="authorize" onClick={() => navigate(STAFF_PAGES.authorize(id))}>
          {t('staff.actions.authorize')}
        </Button>
      )}
      {d && <RecordHistoryButton table="members" recordId={id} />}
      <Button onClick={() => navigate(STAFF_PAGES.list)}>{t('kit.actions.back')}</Button>
    </>
  );
  const masked = (d?.idCardNo ?? '').includes('*');
  const idCard = (x: StaffDetail) => (
    <Space size={4}>
      <span data-testid="staff-id-card">{f.text(x.idCardNo)}</span>
      {canReveal && (masked || reveal) && (
        <Button
          type="link"
          size="small"
          data-testid="id-reveal"
          icon={reveal ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          loading={detail.isFetching}
          onClick={() => setReveal((r) => !r)}
        >
          {t(reveal ? 'widgets.idCard.hide' : 'widgets.idCard.show')}
        </Button>
      )}
    </Space>
  );

  return (
    <PageCard title={t('staff.info.title')} extra={toolbar} testId="garden-staff-info">
      <Spin spinning={detail.isLoading}>
        {d && (
          <>
            <Descriptions
              title={t('staff.form.basic')}
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'realName',
                  label: t('staff.fields.realName'),
                  children: (
                    <>
                      {d.realName}
                      {d.isAdmin && (
                        <Tag color="gold" style={{ marginLeft: 6 }}>
                          {t('staff.admin')}
                        </Tag>
                      )}
                    </>
                  ),
                },
                { key: 'mobile', label: t('staff.fields.mobile'), children: f.text(d.mobile) },
                { key: 'gender', label: t('staff.fields.gender'), children: f.gender(d.gender) },
                { key: 'birthday', label: t('staff.fields.birthday'), children: f.text(d.birthday) },
                { key: 'idCardType', label: t('staff.fields.idCardType'), children: f.cardType(d.idCardType) },
                { key: 'idCardNo', label: t('staff.fields.idCardNo'), children: idCard(d) },
                { key: 'nation', label: t('staff.fields.nation'), children: f.nation(d.nation) },
                { key: 'countryType', label: t('staff.fields.countryType'), children: f.countryType(d.countryType) },
                { key: 'education', label: t('staff.fields.education'), children: f.education(d.education) },
                { key: 'email', label: t('staff.fields.email'), children: f.text(d.email) },
                { key: 'nativePlace', label: t('staff.fields.nativePlace'), children: f.text(nativePlace) },
                { key: 'address', label: t('staff.fields.address'), children: f.text(d.address) },
              ]}
            />
            <Divider />
            <Descriptions
              title={t('staff.form.occupation')}
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'status',
                  label: t('staff.fields.status'),
                  children: <Tag color={active ? 'green' : 'default'}>{t(active ? 'staff.status.active' : 'staff.status.departed')}</Tag>,
                },
                { key: 'postType', label: t('staff.fields.postType'), children: f.postType(d.postType) },
                { key: 'jobTitle', label: t('staff.fields.jobTitle'), children: f.text(d.jobTitle) },
                { key: 'positions', label: t('staff.fields.positions'), children: f.names(d.positions) },
                { key: 'roles', label: t('staff.fields.roles'), children: f.names(d.roles) },
                { key: 'range', label: t('staff.form.range'), children: f.range(d.allRange, d.classes) },
                { key: 'entryDate', label: t('staff.fields.entryDate'), children: f.text(d.entryDate) },
                { key: 'workStartDate', label: t('staff.fields.workStartDate'), children: f.text(d.workStartDate) },
                { key: 'teacherQualification', label: t('staff.fields.teacherQualification'), children: f.text(d.teacherQualification) },
                { key: 'professionalTitle', label: t('staff.fields.professionalTitle'), children: f.text(d.professionalTitle) },
              ]}
            />
            <Divider titlePlacement="start">{t('staff.form.certificates')}</Divider>
            <CertificateTable rows={d.certificates} f={f} />
            <Divider titlePlacement="start">{t('staff.history.title')}</Divider>
            <HistoryTable rows={d.history} f={f} />
          </>
        )}
      </Spin>
    </PageCard>
  );
}
