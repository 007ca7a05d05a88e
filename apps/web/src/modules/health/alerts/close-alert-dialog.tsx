import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import { closeAlert } from './alerts-api.ts';

/** Closing asks what was done: the note is required and stays on the alert. */
export function CloseAlertDialog({ id, onClose, onClosed }: { id: number; onClose: () => void; onClosed: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <FormDialog
      title={t('healthAlerts.closeTitle')}
      name="alert-close"
      fields={[
        {
          key: 'note',
          component: 'input',
          rows: 3,
          maxLength: 200,
          label: t('healthAlerts.fields.note'),
          placeholder: t('healthAlerts.notePlaceholder'),
          rules: [{ required: true }],
        },
      ]}
      initialValues={{}}
      onClose={onClose}
      onSubmit={async (v) => {
        await closeAlert(id, String(v.note ?? '').trim());
        void message.success(t('healthAlerts.closed'));
        onClosed();
        onClose();
      }}
    />
  );
}
