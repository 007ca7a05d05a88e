import { groupSchoolEndpoints } from '@kg/shared/modules/group/schools';
import { PROFILE_LIMITS, SCHOOL_GRADES, SCHOOL_TYPES } from '@kg/shared/modules/system/profile';
import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules, useCatalog } from '../../../kit/index.ts';
import { PhoneInput, RegionCascader } from '../../../widgets/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';

/** The fields of a school as its group sets them: profile, director, payment parameters (nested as the call takes them). */

/** The create call's input holds every rule of these fields (required, lengths, formats); a page words the formats. */
function useSchoolRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const alnum = t('groupSchools.payment.alnum');
    const format = {
      contactPhone: t('school.profile.phoneFormat'),
      phone: t('groupSchools.director.phoneFormat'),
      merchantNo: alnum,
      appId: alnum,
    };
    return schemaRules(groupSchoolEndpoints.create.input, t, { format });
  }, [t]);
}

/** Two columns on a wide screen, one on a phone. */
const Half = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);

export function SchoolProfileFields() {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const r = useSchoolRules();
  const f = (k: string) => t(`school.profile.fields.${k}`);
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name={['school', 'name']} label={f('name')} rules={r.rules(['school', 'name'], f('name'))}>
          <Input maxLength={r.maxLength(['school', 'name'])} data-testid="school-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'shortName']} label={f('shortName')} rules={r.rules(['school', 'shortName'], f('shortName'))}>
          <Input maxLength={r.maxLength(['school', 'shortName'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'schoolType']} label={f('schoolType')}>
          <Select allowClear options={options(SCHOOL_TYPES)} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'grade']} label={f('grade')}>
          <Select allowClear options={options(SCHOOL_GRADES)} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'regionKeys']} label={f('region')}>
          <RegionCascader />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'address']} label={f('address')} rules={r.rules(['school', 'address'], f('address'))}>
          <Input maxLength={r.maxLength(['school', 'address'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['school', 'contactPhone']}
          label={f('contactPhone')}
          rules={r.rules(['school', 'contactPhone'], f('contactPhone'))}
        >
          <Input maxLength={20} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'capacity']} label={f('capacity')}>
          <InputNumber min={1} max={PROFILE_LIMITS.capacityMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'licenceNo']} label={f('licenceNo')} rules={r.rules(['school', 'licenceNo'], f('licenceNo'))}>
          <Input maxLength={r.maxLength(['school', 'licenceNo'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'creditCode']} label={f('creditCode')} rules={r.rules(['school', 'creditCode'], f('creditCode'))}>
          <Input maxLength={r.maxLength(['school', 'creditCode'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['school', 'foundedOn']}
          label={f('foundedOn')}
          getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : undefined })}
          normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Half>
    </Row>
  );
}

/** The director's name and mobile: their sign-in (an existing account of the phone is linked). */
export function DirectorFields() {
  const { t } = useTranslation();
  const r = useSchoolRules();
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item
          name={['director', 'name']}
          label={t('groupSchools.director.name')}
          rules={r.rules(['director', 'name'], t('groupSchools.director.name'))}
        >
          <Input maxLength={r.maxLength(['director', 'name'])} data-testid="director-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['director', 'phone']}
          label={t('groupSchools.director.phone')}
          extra={t('groupSchools.director.phoneHint')}
          rules={r.rules(['director', 'phone'], t('groupSchools.director.phone'))}
        >
          <PhoneInput />
        </Form.Item>
      </Half>
      <Col span={24}>
        {/* a phone that already has an account becomes director only with its person's code */}
        <LinkCodeField phoneName={['director', 'phone']} name={['director', 'linkCode']} />
      </Col>
    </Row>
  );
}

/** Merchant parameters; on an edit the key and settlement account stay as stored when left blank. */
export function PaymentFields({ editing, maskedAccount }: { editing: boolean; maskedAccount?: string | null }) {
  const { t } = useTranslation();
  const r = useSchoolRules();
  const f = (k: string) => t(`groupSchools.payment.${k}`);
  const keep = editing ? f('keepBlank') : undefined;
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item
          name={['payment', 'merchantName']}
          label={f('merchantName')}
          rules={r.rules(['payment', 'merchantName'], f('merchantName'))}
        >
          <Input maxLength={r.maxLength(['payment', 'merchantName'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'merchantNo']} label={f('merchantNo')} rules={r.rules(['payment', 'merchantNo'], f('merchantNo'))}>
          <Input maxLength={r.maxLength(['payment', 'merchantNo'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'appId']} label={f('appId')} rules={r.rules(['payment', 'appId'], f('appId'))}>
          <Input maxLength={r.maxLength(['payment', 'appId'])} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['payment', 'settlementAccount']}
          label={f('settlementAccount')}
          extra={keep}
          rules={r.rules(['payment', 'settlementAccount'], f('settlementAccount'))}
        >
          <Input maxLength={r.maxLength(['payment', 'settlementAccount'])} placeholder={maskedAccount ?? undefined} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'apiKey']} label={f('apiKey')} extra={keep} rules={r.rules(['payment', 'apiKey'], f('apiKey'))}>
          <Input.Password maxLength={r.maxLength(['payment', 'apiKey'])} autoComplete="new-password" />
        </Form.Item>
      </Half>
    </Row>
  );
}

/** A titled part of a long form. */
export const Section = ({ title }: { title: string }) => (
  <Divider titlePlacement="start" style={{ marginTop: 8 }}>
    {title}
  </Divider>
);
