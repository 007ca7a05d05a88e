import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BeforeUploadCheck, SuccessCheck, Uploader } from '../upload/types.ts';
import { NO_IMAGE_ID } from '../upload/types.ts';
import type { CertificateLoader } from './certificate-api.ts';
import { CertificateRow } from './certificate-row.tsx';

/** A certificate of a staff member (domain §3). */
export interface CertificateEntry {
  id: number | null;
  postType: number | string | null;
  /** The catalogue name (the server also takes the certificateType code). */
  certificateName: string | null;
  issuingUnit: string;
  resourceId: string | number;
  resourceUrl: string;
}

export const blankCertificate = (postType: number | null = null): CertificateEntry => ({
  id: null,
  postType,
  certificateName: null,
  issuingUnit: '',
  resourceId: NO_IMAGE_ID,
  resourceUrl: '',
});

export interface CertificateListProps {
  /** The list's key in the surrounding form (default 'certificates'). */
  name?: string;
  /** Post type given to new entries (the staff member's own), if any. */
  defaultPostType?: number | null;
  uploader?: Uploader;
  beforeUpload?: BeforeUploadCheck;
  checkSuccess?: SuccessCheck;
  loadCertificates?: CertificateLoader;
  disabled?: boolean;
}

/**
 * The certificates of a staff member inside the surrounding antd form: add appends a blank
 * entry; delete asks 删除后信息将不能恢复，请确认！ first (domain §4–§5).
 */
export function CertificateList({ name = 'certificates', defaultPostType = null, disabled, ...row }: CertificateListProps) {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const confirmRemove = (remove: () => void) => {
    void modal.confirm({
      title: t('widgets.tip'),
      content: t('widgets.certificate.deleteConfirm'),
      okText: t('widgets.ok'),
      cancelText: t('widgets.cancel'),
      okButtonProps: { autoInsertSpace: false },
      cancelButtonProps: { autoInsertSpace: false },
      onOk: remove,
    });
  };
  return (
    <>
      {contextHolder}
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <div data-testid="certificate-list">
            {rows.map((r, index) => (
              <CertificateRow
                key={r.key}
                listName={name}
                index={r.name}
                title={t('widgets.certificate.title', { n: index + 1 })}
                disabled={disabled}
                onRemove={() => confirmRemove(() => remove(r.name))}
                {...row}
              />
            ))}
            {!disabled && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(blankCertificate(defaultPostType))} block>
                {t('widgets.certificate.add')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}
