import { GARDEN_CODES } from '@kg/shared';
import { StudentStatus } from '@kg/shared/modules/garden/children';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Divider, Result, Space, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, useAfterSave } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type Entry, GuardianList, type PhoneChangeRequest, SchemaForm } from '../../../widgets/index.ts';
import { fetchChild, saveChild } from './child-api.ts';
import { useChildFields, useGuardianFields } from './child-fields.ts';
import { factsFromIdCard, formValuesOf, payloadOf } from './child-values.ts';
import { GuardianPhoneDialog, type GuardianPhoneTarget } from './guardian-phone-dialog.tsx';

const LIST = '/garden/student/index';
const NEW_CHILD: Entry = { idCardType: 1 };

/**
 * The child form of add and edit: the child's fields, then the guardians (at least one). An
 * existing guardian's phone is read-only and changed through its own dialog (overview §5).
 */
export function ChildForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const afterSave = useAfterSave();
  const [form] = SchemaForm.useForm();
  const fields = useChildFields();
  const guardianFields = useGuardianFields();
  const canReveal = usePermission([GARDEN_CODES.idCardReveal]);
  const [busy, setBusy] = useState(false);
  const [phoneTarget, setPhoneTarget] = useState<GuardianPhoneTarget | null>(null);
  const setPhone = useRef<((p: string) => void) | null>(null);

  // its own key: refreshing the detail page's data must not reset what is being typed here
  const detail = useQuery({
    queryKey: ['garden-form', 'student', id, canReveal],
    queryFn: () => fetchChild(id!, canReveal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
  const initialValues = useMemo(() => (id === null ? NEW_CHILD : detail.data ? formValuesOf(detail.data) : undefined), [id, detail.data]);

  if (id !== null && detail.isError)
    return (
      <Result
        status="warning"
        title={t('children.notFound')}
        extra={<Button onClick={() => navigate(LIST)}>{t('kit.actions.back')}</Button>}
      />
    );
  if (!initialValues) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const readOnly = detail.data !== undefined && detail.data.status !== StudentStatus.inSchool;

  async function save() {
    try {
      await form.validateFields();
    } catch {
      return; // antd shows each field's problem
    }
    setBusy(true);
    try {
      await saveChild(id, payloadOf(form.getFieldsValue(true) as Entry));
      queryClient.removeQueries({ queryKey: ['garden-form', 'student'] });
      await afterSave({ to: LIST });
    } catch (err) {
      showServerFieldError(form, err); // the toast said why; this marks the field the server named
    } finally {
      setBusy(false);
    }
  }

  const onChangePhone = ({ entry, phone, setPhone: set }: PhoneChangeRequest) => {
    if (id === null || !entry.id) return;
    setPhone.current = set;
    setPhoneTarget({ studentId: id, guardianId: Number(entry.id), name: String(entry.name ?? ''), phone });
  };
  const phoneChanged = (mobile: string) => {
    setPhone.current?.(mobile);
    void message.success(t('children.phone.changed'));
    void queryClient.invalidateQueries({ queryKey: ['detail', 'student', id] });
    void queryClient.invalidateQueries({ queryKey: ['list'] });
  };

  return (
    <PageCard
      title={t(id === null ? 'children.addTitle' : 'children.editTitle')}
      extra={<Button onClick={() => navigate(LIST)}>{t('kit.actions.back')}</Button>}
      testId="student-form"
    >
      {readOnly && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('children.notInSchool')} />}
      <SchemaForm
        form={form}
        fields={fields}
        initialValues={initialValues}
        canReveal={canReveal}
        disabled={readOnly}
        onChangePhone={id === null ? undefined : onChangePhone}
        onValuesChange={(changed, all) => {
          const facts = factsFromIdCard(changed, all);
          if (facts) form.setFieldsValue(facts);
        }}
      >
        <Divider titlePlacement="start">{t('children.guardiansTitle')}</Divider>
        <GuardianList fields={guardianFields} columns={4} disabled={readOnly} onChangePhone={id === null ? undefined : onChangePhone} />
      </SchemaForm>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={readOnly} onClick={save} data-testid="save">
          {t('kit.actions.save')}
        </Button>
        <Button onClick={() => navigate(LIST)}>{t('common.cancel')}</Button>
      </Space>
      <GuardianPhoneDialog target={phoneTarget} onClose={() => setPhoneTarget(null)} onChanged={phoneChanged} />
    </PageCard>
  );
}
