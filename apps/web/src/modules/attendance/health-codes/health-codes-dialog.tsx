import { healthCodesEndpoints } from '@kg/shared/modules/attendance/health-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type HealthCodesRow, saveHealthCodes } from './health-codes-api.ts';

export interface HealthCodesDialogProps {
  /** The entry being edited; null adds one. */
  entry: HealthCodesRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function HealthCodesDialog({ entry, onClose, onSaved }: HealthCodesDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceHealthCodes.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceHealthCodes.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceHealthCodes.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceHealthCodes.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceHealthCodes.editTitle' : 'attendanceHealthCodes.addTitle')}
      fields={fields}
      rulesFrom={healthCodesEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveHealthCodes({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
