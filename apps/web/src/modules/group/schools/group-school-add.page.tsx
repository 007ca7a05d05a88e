import type { CreateSchoolInput } from '@kg/shared/modules/group/schools';
import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave, validated } from '../../../kit/index.ts';
import { createSchool, GROUP_HOME_PATH, schoolPath } from './school-api.ts';
import { DirectorFields, PaymentFields, SchoolProfileFields, Section } from './school-form.tsx';

/** A new school of the group with its director and payment parameters, created all at once. */
export default function GroupSchoolAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [form] = Form.useForm<CreateSchoolInput>();
  const [busy, setBusy] = useState(false);

  async function save() {
    const v = await validated<CreateSchoolInput>(form);
    if (!v) return;
    setBusy(true);
    try {
      const { id } = await createSchool({ ...v, payment: v.payment ?? {} });
      await afterSave({ text: t('groupSchools.created'), to: schoolPath('detail', id) });
    } catch (e) {
      showServerFieldError(form, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title={t('groupSchools.addTitle')} testId="group-school-add">
      <Form<CreateSchoolInput> form={form} layout="vertical">
        <Section title={t('groupSchools.sections.profile')} />
        <SchoolProfileFields />
        <Section title={t('groupSchools.sections.director')} />
        <DirectorFields />
        <Section title={t('groupSchools.sections.payment')} />
        <PaymentFields editing={false} />
      </Form>
      <Space>
        <Button type="primary" loading={busy} onClick={save} data-testid="save">
          {t('groupSchools.create')}
        </Button>
        <Button onClick={() => navigate(GROUP_HOME_PATH)}>{t('common.cancel')}</Button>
      </Space>
    </PageCard>
  );
}
