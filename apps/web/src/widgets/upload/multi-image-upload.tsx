import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from './file-picker.tsx';
import { ImageBox } from './image-box.tsx';
import { type ImageRecord, type IncomingImage, normalizeImage } from './types.ts';
import { UploadFace, UploadHint } from './upload-face.tsx';
import { type UploadSettings, useImageUpload } from './use-image-upload.ts';

export interface MultiImageUploadProps extends UploadSettings {
  value?: IncomingImage[] | null;
  onChange?: (images: ImageRecord[]) => void;
  disabled?: boolean;
  /** No more uploads once this many images are held. */
  maxCount?: number;
  size?: number;
  showHint?: boolean;
}

/** Several images (domain §4): an upload appends, removal deletes by index. */
export function MultiImageUpload({ value, onChange, disabled, maxCount, size, showHint = true, ...settings }: MultiImageUploadProps) {
  const { t } = useTranslation();
  const { start, percent, contextHolder } = useImageUpload(settings);
  const images = (value ?? []).map(normalizeImage);
  // the list may change while a file is stored (a removal): append to the newest one
  const latest = useRef(images);
  latest.current = images;
  const pick = async (file: File | undefined) => {
    const record = await start(file);
    if (record) onChange?.([...latest.current, normalizeImage(record)]);
  };
  const full = maxCount !== undefined && images.length >= maxCount;
  return (
    <div>
      {contextHolder}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {images.map((img, i) => (
          <ImageBox
            // biome-ignore lint/suspicious/noArrayIndexKey: the same stored image may be chosen twice; the position tells them apart
            key={`${img.id}-${i}`}
            image={img}
            size={size}
            disabled={disabled}
            onRemove={() => onChange?.(images.filter((_, j) => j !== i))}
          />
        ))}
        {!full && !disabled && (
          <FilePicker onPick={pick} disabled={percent !== null} label={t('widgets.upload.button')}>
            <UploadFace percent={percent} size={size} />
          </FilePicker>
        )}
      </div>
      {showHint && !disabled && <UploadHint />}
    </div>
  );
}
