import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { parseTimes } from '../care/care-timeline.ts';
import { confirmExhort, type ExhortDetail } from './exhort-api.ts';

/** Confirms an exhortation: when the medicine was given (prefilled with the asked times) and what was done. */
export function ExhortConfirmDialog({ exhort, onClose, onSaved }: { exhort: ExhortDetail; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'doneTimes',
        label: t('exhort.fields.doneTimes'),
        component: 'input',
        placeholder: '10:00,14:30',
        extra: t('exhort.timesHelp'),
        rules: [{ validator: (v) => (parseTimes(v as string) ? undefined : t('exhort.badTimes')) }],
      },
      { key: 'doneNote', label: t('exhort.fields.doneNote'), component: 'input', rows: 3, maxLength: 300 },
    ],
    [t],
  );
  const asked = [...new Set(exhort.medicines.flatMap((m) => m.times))].sort().join(',');
  return (
    <FormDialog
      title={t('exhort.confirmTitle')}
      fields={fields}
      initialValues={{ doneTimes: asked, doneNote: '' }}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.doneNote === 'string' && v.doneNote.trim() ? v.doneNote.trim() : null;
        await confirmExhort(exhort.id, parseTimes(v.doneTimes as string) ?? [], note);
        onSaved();
      }}
    />
  );
}
