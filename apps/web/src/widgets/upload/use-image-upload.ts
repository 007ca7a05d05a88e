import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRecord } from './types.ts';
import { type UploadImageOptions, UploadProblem, uploadImage } from './upload-image.ts';

export type UploadSettings = Omit<UploadImageOptions, 'onProgress'>;

/** Runs uploads with progress and turns every problem into a translated toast. */
export function useImageUpload(settings: UploadSettings) {
  const { t } = useTranslation();
  const [api, contextHolder] = message.useMessage();
  const [percent, setPercent] = useState<number | null>(null);

  const explain = (e: unknown) => {
    if (!(e instanceof UploadProblem)) return t('widgets.upload.failed');
    switch (e.reason) {
      case 'noFile':
        return t('widgets.upload.noFile');
      case 'type':
        return t('widgets.upload.wrongType');
      case 'size':
        return t('widgets.upload.tooLarge');
      case 'rejected':
        return e.detail || t('widgets.upload.rejected');
      default:
        return e.detail || t('widgets.upload.failed');
    }
  };

  /** Resolves to the stored record, or null after showing why it failed. */
  const start = async (file: File | undefined): Promise<ImageRecord | null> => {
    try {
      setPercent(0);
      return await uploadImage(file, { ...settings, onProgress: setPercent });
    } catch (e) {
      void api.error(explain(e), 3);
      return null;
    } finally {
      setPercent(null);
    }
  };

  return { start, percent, uploading: percent !== null, contextHolder };
}
