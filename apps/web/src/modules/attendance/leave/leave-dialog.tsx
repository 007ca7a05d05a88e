import { leaveEndpoints } from '@kg/shared/modules/attendance/leave';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type LeaveRow, saveLeave } from './leave-api.ts';

export interface LeaveDialogProps {
  /** The entry being edited; null adds one. */
  entry: LeaveRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function LeaveDialog({ entry, onClose, onSaved }: LeaveDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceLeave.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceLeave.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceLeave.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceLeave.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceLeave.editTitle' : 'attendanceLeave.addTitle')}
      fields={fields}
      rulesFrom={leaveEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveLeave({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
