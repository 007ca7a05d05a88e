import { PROFILE_LIMITS, SCHOOL_GRADES, SCHOOL_TYPES } from '@kg/shared/modules/system/profile';
import { Col, DatePicker, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../kit/index.ts';
import { PhoneInput, RegionCascader } from '../../../widgets/index.ts';
import { LinkCodeField } from '../../accounts/index.ts';

/** The fields of a school as its group sets them: profile, director, payment parameters (nested as the call takes them). */

const LANDLINE = /^\+?\d[\d -]{4,19}$/;
const MOBILE = /^1[3-9]\d{9}$/;

/** Two columns on a wide screen, one on a phone. */
const Half = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);

export function SchoolProfileFields() {
  const { t } = useTranslation();
  const { options } = useCatalog();
  const f = (k: string) => t(`school.profile.fields.${k}`);
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name={['school', 'name']} label={f('name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={PROFILE_LIMITS.name} data-testid="school-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'shortName']} label={f('shortName')}>
          <Input maxLength={PROFILE_LIMITS.shortName} />
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
        <Form.Item name={['school', 'address']} label={f('address')}>
          <Input maxLength={PROFILE_LIMITS.address} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['school', 'contactPhone']}
          label={f('contactPhone')}
          rules={[{ pattern: LANDLINE, message: t('school.profile.phoneFormat') }]}
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
        <Form.Item name={['school', 'licenceNo']} label={f('licenceNo')}>
          <Input maxLength={PROFILE_LIMITS.licence} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['school', 'creditCode']} label={f('creditCode')}>
          <Input maxLength={PROFILE_LIMITS.licence} />
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
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name={['director', 'name']} label={t('groupSchools.director.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={20} data-testid="director-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name={['director', 'phone']}
          label={t('groupSchools.director.phone')}
          extra={t('groupSchools.director.phoneHint')}
          rules={[{ required: true }, { pattern: MOBILE, message: t('groupSchools.director.phoneFormat') }]}
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
  const f = (k: string) => t(`groupSchools.payment.${k}`);
  const keep = editing ? f('keepBlank') : undefined;
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name={['payment', 'merchantName']} label={f('merchantName')}>
          <Input maxLength={PROFILE_LIMITS.name} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'merchantNo']} label={f('merchantNo')} rules={[{ pattern: /^[0-9A-Za-z]*$/, message: f('alnum') }]}>
          <Input maxLength={32} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'appId']} label={f('appId')} rules={[{ pattern: /^[0-9A-Za-z_]*$/, message: f('alnum') }]}>
          <Input maxLength={32} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'settlementAccount']} label={f('settlementAccount')} extra={keep}>
          <Input maxLength={34} placeholder={maskedAccount ?? undefined} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name={['payment', 'apiKey']} label={f('apiKey')} extra={keep}>
          <Input.Password maxLength={64} autoComplete="new-password" />
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
