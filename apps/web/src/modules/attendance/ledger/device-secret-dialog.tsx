import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeviceSecretDialogProps {
  name: string;
  secret: string;
  onClose: () => void;
}

/** The device's secret, this once: the server keeps it sealed and never shows it again. */
export function DeviceSecretDialog({ name, secret, onClose }: DeviceSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('attendanceLedger.secretTitle', { name })} onOk={onClose} onCancel={onClose} cancelButtonProps={{ hidden: true }}>
      <Alert type="warning" showIcon message={t('attendanceLedger.secretOnce')} />
      <Typography.Paragraph copyable code data-testid="device-secret" style={{ marginTop: 16, wordBreak: 'break-all' }}>
        {secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('attendanceLedger.signHelp')}</Typography.Paragraph>
    </Modal>
  );
}
