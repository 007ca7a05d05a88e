import { todayChina } from '@kg/shared/time/china';
import { Alert, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';
import { DATE_FORMAT } from '../../../widgets/index.ts';
import { type ClassRow, graduateClasses } from './class-api.ts';

type Graduating = Pick<ClassRow, 'id' | 'name' | 'studentCount'>;

export interface GraduateDialogProps {
  /** Classes of the top grade: one (row action) or the selected ones (batch). */
  classes: Graduating[];
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * Whole top-grade classes graduate with their children in school; the class then lives on
 * in the graduate list. The date defaults to today and cannot lie in the future.
 */
export function GraduateDialog({ classes, onClose, onDone }: GraduateDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Dayjs | null>(() => dayjs(todayChina()));
  const [busy, setBusy] = useState(false);
  const children = classes.reduce((n, c) => n + (c.studentCount ?? 0), 0);

  async function confirm() {
    if (!date) return;
    setBusy(true);
    try {
      const r = await graduateClasses(
        classes.map((c) => c.id),
        date.format('YYYY-MM-DD'),
      );
      onDone(t('classes.graduate.done', { classes: r.clazzCount, children: r.studentCount }));
    } catch {
      // the toast says why (e.g. a class is not of the top grade); nothing changed
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('classes.graduate.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('classes.graduate.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !date }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('classes.graduate.hint', { names: joinList(classes.map((c) => c.name)), count: children })}
      />
      <Form layout="vertical">
        <Form.Item label={t('classes.graduate.date')} required>
          <DatePicker
            id="graduatedAt"
            value={date}
            onChange={setDate}
            format={DATE_FORMAT}
            allowClear={false}
            disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
