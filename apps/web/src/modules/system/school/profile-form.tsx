import { PROFILE_LIMITS, SCHOOL_GRADES, SCHOOL_TYPES } from '@kg/shared/modules/system/profile';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUploader, useCatalog } from '../../../kit/index.ts';
import { type ImageRecord, ImageUpload, MultiImageUpload, RegionCascader } from '../../../widgets/index.ts';
import type { ProfileBody, SchoolProfile } from './school-api.ts';

const uploader = imageUploader('school/');
const PHONE = /^\+?\d[\d -]{4,19}$/;

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
  const { options } = useCatalog();
  const f = (k: string) => t(`school.profile.fields.${k}`);
  return (
    <Row gutter={24}>
      <Half>
        <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={PROFILE_LIMITS.name} data-testid="school-name" />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="shortName" label={f('shortName')}>
          <Input maxLength={PROFILE_LIMITS.shortName} />
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
        <Form.Item name="address" label={f('address')}>
          <Input maxLength={PROFILE_LIMITS.address} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="contactPhone" label={f('contactPhone')} rules={[{ pattern: PHONE, message: t('school.profile.phoneFormat') }]}>
          <Input maxLength={20} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="principal" label={f('principal')}>
          <Input maxLength={PROFILE_LIMITS.principal} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="licenceNo" label={f('licenceNo')}>
          <Input maxLength={PROFILE_LIMITS.licence} />
        </Form.Item>
      </Half>
      <Half>
        <Form.Item name="creditCode" label={f('creditCode')}>
          <Input maxLength={PROFILE_LIMITS.licence} />
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
        <Form.Item name="introduction" label={f('introduction')}>
          <Input.TextArea rows={4} maxLength={PROFILE_LIMITS.introduction} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
