import { Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVE_BUTTON_PROPS } from '../../../kit/index.ts';
import { decide, type SupervisionRequest } from './school-api.ts';

/** Accepting a request: the director chooses what the authority may see. */
export function AcceptDialog({ request, onClose, onDone }: { request: SupervisionRequest; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState({ allowEntry: request.allowEntry, allowReports: request.allowReports });
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await decide(request.id, true, scope);
      onDone();
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('school.supervise.acceptTitle', { name: request.regulatorName })}
      okText={t('school.supervise.accept')}
      cancelText={t('common.cancel')}
      okButtonProps={SAVE_BUTTON_PROPS}
      confirmLoading={busy}
      onOk={ok}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('school.supervise.acceptHint')}</Typography.Paragraph>
      <Space orientation="vertical">
        <Checkbox checked={scope.allowEntry} onChange={(e) => setScope({ ...scope, allowEntry: e.target.checked })}>
          {t('school.supervise.allowEntry')}
        </Checkbox>
        <Checkbox checked={scope.allowReports} onChange={(e) => setScope({ ...scope, allowReports: e.target.checked })}>
          {t('school.supervise.allowReports')}
        </Checkbox>
      </Space>
    </Modal>
  );
}
