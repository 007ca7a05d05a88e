import type { UpdateSchoolInput } from '@kg/shared/modules/group/schools';
import { Alert, Button, Form, Space, Spin, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, useCall, useIdParam, validated } from '../../../kit/index.ts';
import { SCHOOL_ENDPOINTS as E, GROUP_HOME_PATH, type SchoolDetail, schoolPath, updateSchool } from './school-api.ts';
import { DirectorFields, PaymentFields, SchoolProfileFields, Section } from './school-form.tsx';

type Values = Omit<UpdateSchoolInput, 'schoolId'>;

/** The form's start: the profile as stored; the masked and write-only payment fields blank (blank keeps them). */
const valuesOf = (d: SchoolDetail): Partial<Values> => ({
  school: {
    name: d.name,
    shortName: d.shortName,
    schoolType: d.schoolType,
    grade: d.grade,
    regionKeys: d.regionKeys,
    address: d.address,
    contactPhone: d.contactPhone,
    capacity: d.capacity,
    licenceNo: d.licenceNo,
    creditCode: d.creditCode,
    foundedOn: d.foundedOn,
  },
  payment: {
    merchantName: d.payment.merchantName,
    merchantNo: d.payment.merchantNo,
    appId: d.payment.appId,
    settlementAccount: null,
    apiKey: null,
  },
});

/** Edit a school of the group (?id=; the group's own id stays in schoolId): profile, director (another one on request), payment parameters. */
export default function GroupSchoolEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const schoolId = useIdParam('id');
  const detail = useCall('detail', E.detail, { schoolId: schoolId ?? 0 }, { enabled: schoolId !== null });
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [newDirector, setNewDirector] = useState(false);

  async function save() {
    const v = await validated<Values>(form);
    if (!v || !schoolId) return;
    setBusy(true);
    try {
      await updateSchool({ schoolId, school: v.school, payment: v.payment ?? {}, director: newDirector ? v.director : undefined });
      await afterSave({ to: schoolPath('detail', schoolId) });
    } catch (e) {
      showServerFieldError(form, e);
    } finally {
      setBusy(false);
    }
  }

  // no school chosen, or one outside the caller's reach (the server answered 404)
  if (schoolId === null || detail.isError) return <Alert type="warning" showIcon title={t('groupSchools.noSchool')} />;
  const d = detail.data;
  if (!d) return <Spin />;
  return (
    <PageCard title={t('groupSchools.editTitle', { name: d.name })} testId="group-school-edit">
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(d)}>
        <Section title={t('groupSchools.sections.profile')} />
        <SchoolProfileFields />
        <Section title={t('groupSchools.sections.director')} />
        <p>{d.director ? t('groupSchools.director.current', d.director) : t('groupSchools.director.none')}</p>
        <Form.Item label={t('groupSchools.director.change')}>
          <Switch checked={newDirector} onChange={setNewDirector} data-testid="change-director" />
        </Form.Item>
        {newDirector && <DirectorFields />}
        <Section title={t('groupSchools.sections.payment')} />
        <PaymentFields editing maskedAccount={d.payment.settlementAccount} />
      </Form>
      <Space>
        <Button type="primary" loading={busy} onClick={save} data-testid="save">
          {t('kit.actions.save')}
        </Button>
        <Button onClick={() => navigate(GROUP_HOME_PATH)}>{t('common.cancel')}</Button>
      </Space>
    </PageCard>
  );
}
