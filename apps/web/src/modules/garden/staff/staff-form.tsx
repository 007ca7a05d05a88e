import { GARDEN_CODES as G } from '@kg/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Form, Result, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, showServerFieldError, toOptions, useAfterSave } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { useSession } from '../../../session/session-store.ts';
import { CertificateList, type Entry, type PhoneChangeRequest, SchemaForm } from '../../../widgets/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';
import { gardenUploader, usePositionOptions } from '../garden-options.ts';
import { ManageRangeField } from './manage-range-field.tsx';
import { fetchAuthorization, fetchStaff, STAFF_PAGES, saveStaff, staffDetailKey } from './staff-api.ts';
import { useStaffFields } from './staff-fields.tsx';
import { useStaffFormat } from './staff-format.ts';
import { newStaffValues, staffPayload, staffValues } from './staff-payload.ts';
import { StaffPhoneDialog } from './staff-phone-dialog.tsx';

/**
 * Add (id null) or edit a staff member: profile, occupation, certificates per post type and the
 * manage range. A saved phone is read-only; holders of the phone code change it in a dialog.
 */
export function StaffForm({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const session = useSession();
  const [form] = Form.useForm();
  const queryClient = useQueryClient();
  const f = useStaffFormat();
  const canReveal = usePermission([G.idCardReveal]);
  const canAuthorize = usePermission([G.teacherAuthorize]);
  const canChangePhone = usePermission([G.teacherMobile]);
  const [busy, setBusy] = useState(false);
  const [phoneChange, setPhoneChange] = useState<PhoneChangeRequest | null>(null);

  // the full ID number is asked for only by those who may show it; the input keeps it masked until they do
  const detail = useQuery({ queryKey: staffDetailKey(id, canReveal), queryFn: () => fetchStaff(id!, canReveal), enabled: id !== null });
  const positions = usePositionOptions();
  // the school's roles come with a member's authorization view: the edited one, or oneself when adding
  const roleSource = id ?? session?.teacherId ?? null;
  const roles = useQuery({
    queryKey: ['detail', 'staff-roles', roleSource],
    queryFn: () => fetchAuthorization(roleSource!),
    enabled: canAuthorize && roleSource !== null,
  });
  const roleOptions = useMemo(() => (canAuthorize ? toOptions(roles.data?.roles) : undefined), [canAuthorize, roles.data]);
  const positionOptions = useMemo(() => toOptions(positions.data), [positions.data]);
  const staffFields = useStaffFields({ f, positions: positionOptions, roles: roleOptions });
  // adding a phone that already has an account asks for its person's code, right under the phone
  const fields = useMemo(
    () =>
      id === null
        ? staffFields.map((x) => (x.key === 'mobile' ? { ...x, extra: <LinkCodeField phoneName="mobile" name="linkCode" /> } : x))
        : staffFields,
    [id, staffFields],
  );
  const initialValues = useMemo(
    () => (id === null ? newStaffValues() : detail.data ? staffValues(detail.data) : undefined),
    [id, detail.data],
  );
  const postType = Form.useWatch('postType', form) as number | undefined;

  async function save() {
    try {
      await form.validateFields([...fields.map((x) => x.key), 'linkCode', 'certificates', 'range'], { recursive: true });
    } catch {
      return;
    }
    setBusy(true);
    try {
      const payload = staffPayload(form.getFieldsValue(true) as Entry, { id, withRoles: canAuthorize });
      await saveStaff(payload, id);
      await afterSave({ to: STAFF_PAGES.list });
    } catch (err) {
      showServerFieldError(form, err, {
        known: [...fields.map((x) => x.key), 'linkCode', 'certificates', 'range'],
        rename: { manageRange: 'range' },
      });
    } finally {
      setBusy(false);
    }
  }

  const title = t(id === null ? 'staff.form.addTitle' : 'staff.form.editTitle');
  if (id !== null && detail.isError)
    return (
      <PageCard title={title}>
        <Result status="warning" title={t('staff.notFound')} />
      </PageCard>
    );
  return (
    <PageCard title={title} testId={id === null ? 'garden-staff-add' : 'garden-staff-edit'}>
      <Spin spinning={id !== null && detail.isLoading}>
        {initialValues && (
          <SchemaForm
            form={form}
            fields={fields}
            initialValues={initialValues}
            canReveal={canReveal}
            uploader={gardenUploader}
            onChangePhone={canChangePhone ? setPhoneChange : undefined}
          >
            <Divider titlePlacement="start">{t('staff.form.certificates')}</Divider>
            <CertificateList defaultPostType={postType ?? null} uploader={gardenUploader} />
            <Divider titlePlacement="start">{t('staff.form.range')}</Divider>
            <Form.Item name="range">
              <ManageRangeField />
            </Form.Item>
          </SchemaForm>
        )}
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={busy} disabled={!initialValues} onClick={save} data-testid="save">
            {t('kit.actions.save')}
          </Button>
          <Button onClick={() => navigate(STAFF_PAGES.list)}>{t('kit.actions.back')}</Button>
        </Space>
      </Spin>
      <StaffPhoneDialog
        teacherId={phoneChange ? id : null}
        onClose={() => setPhoneChange(null)}
        onChanged={(mobile) => {
          phoneChange?.setPhone(mobile);
          // the list shows the (masked) phone too
          void queryClient.invalidateQueries({ queryKey: ['list'] });
        }}
      />
    </PageCard>
  );
}
