import { DeleteOutlined } from '@ant-design/icons';
import { POST_TYPES } from '@kg/shared';
import { certificateInput } from '@kg/shared/modules/garden/staff-profile';
import { Button, Card, Form, Grid, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules } from '../../kit/form/schema-rules.ts';
import { ImageUpload } from '../upload/image-upload.tsx';
import type { BeforeUploadCheck, ImageRecord, SuccessCheck, Uploader } from '../upload/types.ts';
import type { CertificateLoader } from './certificate-api.ts';
import { CertificateSelect } from './certificate-select.tsx';

interface Props {
  listName: string;
  index: number;
  title: string;
  disabled?: boolean;
  onRemove: () => void;
  uploader?: Uploader;
  beforeUpload?: BeforeUploadCheck;
  checkSuccess?: SuccessCheck;
  loadCertificates?: CertificateLoader;
}

const noUploader: Uploader = () => Promise.reject(new Error(''));

/** One certificate: post type, certificate of that post, issuing unit and picture. */
export function CertificateRow({
  listName,
  index,
  title,
  disabled,
  onRemove,
  uploader,
  beforeUpload,
  checkSuccess,
  loadCertificates,
}: Props) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const path = (key: string) => [listName, index, key];
  // useWatch answers undefined on the first render: read the store until it catches up
  const postType = (Form.useWatch(path('postType'), form) ?? form.getFieldValue(path('postType'))) as number | string | null | undefined;
  const resourceId = Form.useWatch(path('resourceId'), { form, preserve: true });
  const resourceUrl = Form.useWatch(path('resourceUrl'), { form, preserve: true });
  const narrow = Grid.useBreakpoint().lg === false;
  const en = i18n.language === 'en';
  const label = (k: string) => t(`widgets.certificate.${k}`);
  const choose = (k: string) => t('widgets.form.choose', { label: label(k) });
  // the rules of a certificate's fields are the shared input's, which the server checks too
  const r = useMemo(() => schemaRules(certificateInput, t), [t]);

  return (
    <Card
      size="small"
      title={title}
      style={{ marginBottom: 12 }}
      data-testid="certificate-row"
      extra={
        !disabled && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('widgets.certificate.remove')} onClick={onRemove} />
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: narrow ? '1fr' : '1fr 1fr', columnGap: 24 }}>
        {/* the input takes no post type as the member's; the form asks for it, as the certificates offered are its post's */}
        <Form.Item name={[index, 'postType']} label={label('postType')} rules={[{ required: true, message: choose('postType') }]}>
          <Select
            disabled={disabled}
            placeholder={choose('postType')}
            options={POST_TYPES.map((p) => ({ value: p.value, label: en ? p.labelEn : p.label }))}
          />
        </Form.Item>
        <Form.Item name={[index, 'certificateName']} label={label('name')} rules={r.rules('certificateName', label('name'))}>
          <CertificateSelect postType={postType} load={loadCertificates} disabled={disabled} placeholder={choose('name')} />
        </Form.Item>
        <Form.Item name={[index, 'issuingUnit']} label={label('issuingUnit')} rules={r.rules('issuingUnit', label('issuingUnit'))}>
          <Input
            disabled={disabled}
            maxLength={r.maxLength('issuingUnit')}
            placeholder={t('widgets.form.fill', { label: label('issuingUnit') })}
          />
        </Form.Item>
        <Form.Item label={label('image')}>
          <ImageUpload
            value={{ id: resourceId ?? undefined, url: resourceUrl ?? '' }}
            onChange={(img: ImageRecord) =>
              form.setFieldValue([listName, index], {
                ...form.getFieldValue([listName, index]),
                resourceId: img.id,
                resourceUrl: img.url,
              })
            }
            uploader={uploader ?? noUploader}
            beforeUpload={beforeUpload}
            checkSuccess={checkSuccess}
            disabled={disabled}
          />
        </Form.Item>
      </div>
    </Card>
  );
}
