import { GARDEN_CODES as G } from '@kg/shared';
import { ClazzStatus } from '@kg/shared/modules/garden/classes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, toOptions, useAfterSave, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { SchemaForm } from '../../../widgets/index.ts';
import { useGradeOptions } from '../garden-options.ts';
import { CLASS_LIST_PATH, detailKey, fetchDetail, fetchOrder, saveClass } from './class-api.ts';
import { classFormFields } from './class-form-fields.ts';
import { ClassStaff } from './class-staff.tsx';

/** Add a class, or edit one (?id=). Holders of only the 'get' code see the form read-only. */
export default function GardenClassEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const id = useIdParam();
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);
  const grades = useGradeOptions();
  const detail = useQuery({ queryKey: detailKey(id), queryFn: () => fetchDetail(id!), enabled: id !== null });
  const graduated = detail.data?.status === ClazzStatus.graduated;
  const mayWrite = usePermission([id ? G.clazzUpdate : G.clazzAdd]);
  const editable = mayWrite && !graduated;

  const gradeId = Form.useWatch('gradeId', form) as number | undefined;
  const order = useQuery({
    queryKey: ['options', 'clazz-order', gradeId],
    queryFn: () => fetchOrder(gradeId),
    // only a hint while editing; a read-only visitor may lack the option rights
    enabled: editable && !!gradeId,
  });

  const fields = useMemo(
    () =>
      classFormFields(t, {
        grades: toOptions(grades.data),
        order: (order.data ?? []).map((c) => c.name),
        current: detail.data?.studentCount,
      }),
    [t, grades.data, order.data, detail.data?.studentCount],
  );

  const initialValues = useMemo(() => {
    const d = detail.data;
    // a sort of 0 is the default and shows empty (domain §3)
    return d ? { name: d.name, gradeId: d.gradeId, sort: d.sort || undefined, maxStudents: d.maxStudents ?? undefined } : {};
  }, [detail.data]);

  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await saveClass({ name: String(v.name).trim(), gradeId: v.gradeId, sort: v.sort, maxStudents: v.maxStudents }, id);
      await afterSave({ to: CLASS_LIST_PATH });
    } catch (e) {
      showServerFieldError(form, e, { known: ['name', 'gradeId', 'sort', 'maxStudents'] });
    } finally {
      setBusy(false);
    }
  }

  const title = id ? (editable ? t('classes.editTitle') : t('classes.details')) : t('classes.addTitle');
  return (
    <PageCard title={title}>
      {id !== null && detail.isPending ? (
        <Spin />
      ) : id !== null && detail.isError ? (
        <Empty description={t('classes.notFound')}>
          <Button data-testid="back" onClick={() => navigate(CLASS_LIST_PATH)}>
            {t('kit.actions.back')}
          </Button>
        </Empty>
      ) : (
        <>
          {graduated && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('classes.graduatedReadOnly')} />}
          <SchemaForm form={form} fields={fields} initialValues={initialValues} disabled={!editable} columns={2}>
            {id !== null && detail.data && (
              <Form.Item label={t('classes.fields.teachers')} labelCol={{ flex: '110px' }}>
                <ClassStaff clazzId={id} fallback={detail.data.teachers} />
              </Form.Item>
            )}
          </SchemaForm>
          <Space style={{ marginLeft: 110 }}>
            {editable && (
              <Button type="primary" data-testid="save" loading={busy} onClick={save}>
                {t('kit.actions.save')}
              </Button>
            )}
            <Button data-testid="back" onClick={() => navigate(CLASS_LIST_PATH)}>
              {t('kit.actions.back')}
            </Button>
          </Space>
        </>
      )}
    </PageCard>
  );
}
