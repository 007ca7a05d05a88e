import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageRecord, previewUrl } from './types.ts';

/** Default image box 150 × 150 (domain §9). */
export const IMAGE_BOX = 150;

export const boxStyle = (size: number): CSSProperties => ({
  width: size,
  height: size,
  border: '1px dashed #d9d9d9',
  borderRadius: 6,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: '#fafafa',
});

const overlay: CSSProperties = {
  position: 'absolute',
  inset: 0,
  background: 'rgba(0,0,0,0.45)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  color: '#fff',
  fontSize: 18,
};
const action: CSSProperties = { background: 'none', border: 0, color: 'inherit', cursor: 'pointer', fontSize: 18 };

interface Props {
  image: ImageRecord;
  size?: number;
  /** No removal and no hover actions (domain §4). */
  disabled?: boolean;
  onRemove: () => void;
}

/** One stored image with preview and remove actions shown on hover. */
export function ImageBox({ image, size = IMAGE_BOX, disabled, onRemove }: Props) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(false);
  const [preview, setPreview] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only shows the preview and remove buttons, which are real buttons
    <div style={boxStyle(size)} data-testid="image-box" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <img src={previewUrl(image)} alt="" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      {hover && !disabled && (
        <div style={overlay}>
          <button type="button" style={action} aria-label={t('widgets.upload.preview')} onClick={() => setPreview(true)}>
            <EyeOutlined />
          </button>
          <button type="button" style={action} aria-label={t('widgets.upload.remove')} onClick={onRemove}>
            <DeleteOutlined />
          </button>
        </div>
      )}
      <Modal open={preview} footer={null} onCancel={() => setPreview(false)} title={t('widgets.upload.preview')} destroyOnHidden>
        <img src={image.url || previewUrl(image)} alt="" style={{ width: '100%' }} />
      </Modal>
    </div>
  );
}
