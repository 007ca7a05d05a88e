import { PROFILE_LIMITS, profileEndpoints, SCHOOL_GRADES, SCHOOL_TYPES } from '@kg/shared/modules/system/profile';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUploader, schemaRules, useCatalog } from '../../../kit/index.ts';
import { type ImageRecord, ImageUpload, MultiImageUpload, RegionCascader } from '../../../widgets/index.ts';
import type { ProfileBody, SchoolProfile } from './school-api.ts';

const uploader = imageUploader('school/');

export type ProfileValues = Omit<ProfileBody, 'logoId' | 'photoIds'> & { logo?: ImageRecord | null; photos?: ImageRecord[] };

export const profileValues = (p: SchoolProfile): ProfileValues => ({ ...p, logo: p.logo ?? undefined, photos: p.photos });

const imageId = (img: ImageRecord | null | undefined) => (img && Number(img.id) > 0 ? Number(img.id) : null);

/** The save body from the form: images by the ids their uploads answered. */
export function profileBody(v: ProfileValues): ProfileBody {
  const { logo, photos, ...rest } = v;
  return { ...rest, logoId: imageId(logo), photoIds: (photos ?? []).map(imageId).filter((id): id is number => id !== null) };
}

/** Two columns on a wide screen, one on a phone. */
const Half = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12}>
    {children}
  </Col>
);

/** The profile's fields: basics, licences, images and introduction. */
export function ProfileFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  // the save call's input holds the rules (required, lengths, the phone's format)
  const r = useMemo(() => schemaRules(profileEndpoints.save.input, t, { format: { contactPhone: t('school.profile.phoneFormat') } }), [t]);
  const { options } = useCatalog();
  const f = (k: string) => t(`school.profile.fields.${k}`);
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name="name" label={f('name')} rules={r.rules('name', f('name'))}>
          <Input maxLength={r.maxLength('name')} data-testid="school-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="shortName" label={f('shortName')} rules={r.rules('shortName', f('shortName'))}>
          <Input maxLength={r.maxLength('shortName')} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="schoolType" label={f('schoolType')}>
          <Select allowClear options={options(SCHOOL_TYPES)} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="grade" label={f('grade')}>
          <Select allowClear options={options(SCHOOL_GRADES)} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="regionKeys" label={f('region')}>
          <RegionCascader disabled={disabled} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="address" label={f('address')} rules={r.rules('address', f('address'))}>
          <Input maxLength={r.maxLength('address')} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="contactPhone" label={f('contactPhone')} rules={r.rules('contactPhone', f('contactPhone'))}>
          <Input maxLength={20} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="principal" label={f('principal')} rules={r.rules('principal', f('principal'))}>
          <Input maxLength={r.maxLength('principal')} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="licenceNo" label={f('licenceNo')} rules={r.rules('licenceNo', f('licenceNo'))}>
          <Input maxLength={r.maxLength('licenceNo')} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="creditCode" label={f('creditCode')} rules={r.rules('creditCode', f('creditCode'))}>
          <Input maxLength={r.maxLength('creditCode')} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item
          name="foundedOn"
          label={f('foundedOn')}
          getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : undefined })}
          normalize={(d: dayjs.Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="capacity" label={f('capacity')}>
          <InputNumber min={1} max={PROFILE_LIMITS.capacityMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="logo" label={f('logo')}>
          <ImageUpload uploader={uploader} disabled={disabled} size={100} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="photos" label={f('photos')}>
          <MultiImageUpload uploader={uploader} disabled={disabled} size={100} maxCount={PROFILE_LIMITS.photosMax} />
        </Form.Item>
      </Half>
      <Col span={24}>
        <Form.Item name="introduction" label={f('introduction')} rules={r.rules('introduction', f('introduction'))}>
          <Input.TextArea rows={4} maxLength={r.maxLength('introduction')} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
