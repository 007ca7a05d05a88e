import { regulationEndpoints, type UnitAddInput } from '@kg/shared/modules/group/regulation';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormPage, schemaRules } from '../../../kit/index.ts';
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
  // the add call's input holds every rule (an edit sends the same fields)
  const r = useMemo(() => schemaRules(regulationEndpoints.addUnit.input, t), [t]);
  const item = (k: keyof UnitAddInput) => ({ name: k, label: f(k), rules: r.rules(k, f(k)) });
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
      <Form.Item {...item('name')}>
        <Input maxLength={r.maxLength('name')} data-testid="unit-name" />
      </Form.Item>
      <Form.Item {...item('regionKeys')} extra={t('regulationConsole.units.regionHint')}>
        <RegionCascader />
      </Form.Item>
      <Form.Item {...item('address')}>
        <Input maxLength={r.maxLength('address')} />
      </Form.Item>
      <Form.Item {...item('contactName')}>
        <Input maxLength={r.maxLength('contactName')} />
      </Form.Item>
      <Form.Item {...item('contactPhone')}>
        <Input maxLength={20} inputMode="tel" />
      </Form.Item>
      {!id && (
        <>
          <Form.Item {...item('adminPhone')} extra={t('regulationConsole.units.adminHint')}>
            <Input maxLength={11} inputMode="tel" data-testid="unit-admin-phone" />
          </Form.Item>
          {/* an administrator whose phone already has an account joins only with their code */}
          <LinkCodeField phoneName="adminPhone" name="adminLinkCode" />
          <Form.Item {...item('adminName')}>
            <Input maxLength={r.maxLength('adminName')} />
          </Form.Item>
        </>
      )}
    </RecordFormPage>
  );
}
