import { PlusOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { boxStyle, IMAGE_BOX } from './image-box.tsx';

/** The empty box: a plus and 'upload image', or the progress while a file is stored. */
export function UploadFace({ percent, size = IMAGE_BOX, disabled }: { percent: number | null; size?: number; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ ...boxStyle(size), flexDirection: 'column', color: disabled ? '#bfbfbf' : '#8c8c8c' }}>
      {percent !== null ? (
        <Progress type="circle" percent={percent} size={Math.min(80, size - 20)} aria-label={t('widgets.upload.uploading')} />
      ) : (
        <>
          <PlusOutlined style={{ fontSize: 20 }} />
          <div style={{ marginTop: 8 }}>{t('widgets.upload.button')}</div>
        </>
      )}
    </div>
  );
}

export function UploadHint() {
  const { t } = useTranslation();
  return <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{t('widgets.upload.hint')}</div>;
}
