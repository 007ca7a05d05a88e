import { DatePicker, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Picks a Monday (the other days are disabled) and hands it on; stays open while that runs or fails. */
export function WeekDialog({
  title,
  initial,
  onPick,
  onClose,
}: {
  title: string;
  initial: string;
  onPick: (monday: string) => Promise<unknown> | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(dayjs(initial));
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await onPick(value.format('YYYY-MM-DD'));
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={ok}
      confirmLoading={busy}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <DatePicker
        value={value}
        allowClear={false}
        onChange={(v) => v && setValue(v)}
        disabledDate={(d) => d.day() !== 1}
        style={{ width: '100%' }}
        data-testid="week-start"
      />
    </Modal>
  );
}
