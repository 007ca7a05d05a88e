import { shiftsEndpoints } from '@kg/shared/modules/attendance/shifts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type ShiftsRow, saveShifts } from './shifts-api.ts';

export interface ShiftsDialogProps {
  /** The entry being edited; null adds one. */
  entry: ShiftsRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function ShiftsDialog({ entry, onClose, onSaved }: ShiftsDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceShifts.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceShifts.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceShifts.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceShifts.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceShifts.editTitle' : 'attendanceShifts.addTitle')}
      fields={fields}
      rulesFrom={shiftsEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveShifts({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
