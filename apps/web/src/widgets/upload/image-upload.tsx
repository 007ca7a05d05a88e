import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker.tsx';
import { ImageBox } from './image-box.tsx';
import { emptyImage, hasImage, type ImageRecord, type IncomingImage, normalizeImage } from './types.ts';
import { UploadFace, UploadHint } from './upload-face.tsx';
import { type UploadSettings, useImageUpload } from './use-image-upload.ts';

export interface ImageUploadProps extends UploadSettings {
  value?: IncomingImage;
  onChange?: (image: ImageRecord) => void;
  disabled?: boolean;
  /** Box edge in px, default 150. */
  size?: number;
  /** Shows 'JPG or PNG, 5M or less' under the box (default true). */
  showHint?: boolean;
}

/**
 * Single image (domain §4): upload sets the image; removal clears the urls and resets id to '0';
 * a disabled control offers neither removal nor hover actions.
 */
export function ImageUpload({ value, onChange, disabled, size, showHint = true, ...settings }: ImageUploadProps) {
  const { t } = useTranslation();
  const { start, percent, contextHolder } = useImageUpload(settings);
  const image = normalizeImage(value);
  const pick = async (file: File | undefined) => {
    const record = await start(file);
    if (record) onChange?.(normalizeImage(record));
  };
  return (
    <div>
      {contextHolder}
      {hasImage(image) && percent === null ? (
        <ImageBox image={image} size={size} disabled={disabled} onRemove={() => onChange?.(emptyImage())} />
      ) : (
        <FilePicker onPick={pick} disabled={disabled || percent !== null} label={t('widgets.upload.button')}>
          <UploadFace percent={percent} size={size} disabled={disabled} />
        </FilePicker>
      )}
      {showHint && !disabled && <UploadHint />}
    </div>
  );
}
