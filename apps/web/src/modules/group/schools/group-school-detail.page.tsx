import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { SCHOOL_GRADES, SCHOOL_TYPES } from '@kg/shared/modules/system/profile';
import { Alert, Button, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateTime, PageCard, useCall, useCatalog, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SCHOOL_ENDPOINTS as E, schoolPath } from './school-api.ts';

/** One school of the group (?id=; the group's own id stays in schoolId): profile, director, payment parameters (masked), figures. */
export default function GroupSchoolDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { labelOf } = useCatalog();
  const schoolId = useIdParam('id');
  const mayEdit = usePermission([G.schoolManage]);
  const detail = useCall('detail', E.detail, { schoolId: schoolId ?? 0 }, { enabled: schoolId !== null });
  // no school chosen, or one outside the caller's reach (the server answered 404)
  if (schoolId === null || detail.isError) return <Alert type="warning" showIcon title={t('groupSchools.noSchool')} />;
  const d = detail.data;
  if (!d) return <Spin />;
  const f = (k: string) => t(`school.profile.fields.${k}`);
  const p = (k: string) => t(`groupSchools.payment.${k}`);
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
  const edit = mayEdit ? (
    <Button type="primary" onClick={() => navigate(schoolPath('edit', d.id))} data-testid="edit-school">
      {t('kit.actions.edit')}
    </Button>
  ) : null;
  return (
    <PageCard title={d.name} extra={edit} testId="group-school-detail">
      <Descriptions title={t('groupSchools.sections.figures')} column={{ xs: 1, sm: 3 }} size="small">
        <Descriptions.Item label={t('groupSchools.columns.children')}>{d.figures.childCount}</Descriptions.Item>
        <Descriptions.Item label={t('groupSchools.columns.classes')}>{d.figures.classCount}</Descriptions.Item>
        <Descriptions.Item label={t('groupSchools.columns.staff')}>{d.figures.staffCount}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('groupSchools.sections.profile')} column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={f('shortName')}>{dash(d.shortName)}</Descriptions.Item>
        <Descriptions.Item label={f('schoolType')}>{dash(d.schoolType ? labelOf(SCHOOL_TYPES, d.schoolType) : null)}</Descriptions.Item>
        <Descriptions.Item label={f('grade')}>{dash(d.grade ? labelOf(SCHOOL_GRADES, d.grade) : null)}</Descriptions.Item>
        <Descriptions.Item label={f('address')}>{dash(d.address)}</Descriptions.Item>
        <Descriptions.Item label={f('contactPhone')}>{dash(d.contactPhone)}</Descriptions.Item>
        <Descriptions.Item label={f('capacity')}>{dash(d.capacity)}</Descriptions.Item>
        <Descriptions.Item label={f('licenceNo')}>{dash(d.licenceNo)}</Descriptions.Item>
        <Descriptions.Item label={f('creditCode')}>{dash(d.creditCode)}</Descriptions.Item>
        <Descriptions.Item label={f('foundedOn')}>{dash(d.foundedOn)}</Descriptions.Item>
        <Descriptions.Item label={t('groupSchools.createdAt')}>{dateTime(d.createdAt)}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('groupSchools.sections.director')} column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('groupSchools.director.name')}>{dash(d.director?.name)}</Descriptions.Item>
        <Descriptions.Item label={t('groupSchools.director.phone')}>{dash(d.director?.phone)}</Descriptions.Item>
      </Descriptions>
      <Descriptions title={t('groupSchools.sections.payment')} column={{ xs: 1, md: 2 }} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={p('merchantName')}>{dash(d.payment.merchantName)}</Descriptions.Item>
        <Descriptions.Item label={p('merchantNo')}>{dash(d.payment.merchantNo)}</Descriptions.Item>
        <Descriptions.Item label={p('appId')}>{dash(d.payment.appId)}</Descriptions.Item>
        <Descriptions.Item label={p('settlementAccount')}>{dash(d.payment.settlementAccount)}</Descriptions.Item>
        <Descriptions.Item label={p('apiKey')}>{d.payment.apiKeySet ? p('keySet') : p('keyUnset')}</Descriptions.Item>
      </Descriptions>
    </PageCard>
  );
}
