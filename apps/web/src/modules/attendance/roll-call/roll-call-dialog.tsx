import { rollCallEndpoints } from '@kg/shared/modules/attendance/roll-call';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type RollCallRow, saveRollCall } from './roll-call-api.ts';

export interface RollCallDialogProps {
  /** The entry being edited; null adds one. */
  entry: RollCallRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function RollCallDialog({ entry, onClose, onSaved }: RollCallDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceRollCall.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceRollCall.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceRollCall.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceRollCall.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceRollCall.editTitle' : 'attendanceRollCall.addTitle')}
      fields={fields}
      rulesFrom={rollCallEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveRollCall({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
