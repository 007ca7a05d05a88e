import { UNIT_LIMITS, type UnitAddInput } from '@kg/shared/modules/group/regulation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordFormPage } from '../../../kit/index.ts';
import { RegionCascader } from '../../../widgets/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';
import { saveUnit, UNITS_PATH } from './regulation-api.ts';

/** Blank optional fields are sent as null: the server clears them. */
const cleaned = (v: UnitAddInput): UnitAddInput => ({
  ...v,
  address: v.address?.trim() || null,
  contactName: v.contactName?.trim() || null,
  contactPhone: v.contactPhone?.trim() || null,
  adminPhone: v.adminPhone?.trim() || null,
  adminName: v.adminName?.trim() || null,
  adminLinkCode: v.adminLinkCode?.trim() || undefined,
});

/** A unit's form (add and edit): name, region within the authority's, address and contact. */
export function UnitForm({
  id,
  initialValues,
  title,
  testId,
}: {
  id?: number | null;
  initialValues?: object;
  title: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const f = (k: string) => t(`regulationConsole.units.fields.${k}`);
  return (
    <RecordFormPage<UnitAddInput>
      title={title}
      testId={testId}
      initialValues={initialValues}
      mayEdit
      readOnlyText=""
      savedText={id ? t('kit.actions.saved') : t('regulationConsole.units.added')}
      to={UNITS_PATH}
      save={(v) => saveUnit(cleaned(v), id)}
    >
      <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, max: UNIT_LIMITS.name }]}>
        <Input maxLength={UNIT_LIMITS.name} data-testid="unit-name" />
      </Form.Item>
      <Form.Item name="regionKeys" label={f('regionKeys')} extra={t('regulationConsole.units.regionHint')} rules={[{ required: true }]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="address" label={f('address')} rules={[{ max: UNIT_LIMITS.address }]}>
        <Input maxLength={UNIT_LIMITS.address} />
      </Form.Item>
      <Form.Item name="contactName" label={f('contactName')} rules={[{ max: UNIT_LIMITS.contactName }]}>
        <Input maxLength={UNIT_LIMITS.contactName} />
      </Form.Item>
      <Form.Item name="contactPhone" label={f('contactPhone')} rules={[{ pattern: /^[0-9+\-() ]{5,20}$/ }]}>
        <Input maxLength={UNIT_LIMITS.contactPhone} inputMode="tel" />
      </Form.Item>
      {!id && (
        <>
          <Form.Item
            name="adminPhone"
            label={f('adminPhone')}
            extra={t('regulationConsole.units.adminHint')}
            rules={[{ pattern: /^1\d{10}$/ }]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="unit-admin-phone" />
          </Form.Item>
          {/* an administrator whose phone already has an account joins only with their code */}
          <LinkCodeField phoneName="adminPhone" name="adminLinkCode" />
          <Form.Item name="adminName" label={f('adminName')} rules={[{ max: UNIT_LIMITS.contactName }]}>
            <Input maxLength={UNIT_LIMITS.contactName} />
          </Form.Item>
        </>
      )}
    </RecordFormPage>
  );
}
