import { statisticsEndpoints } from '@kg/shared/modules/attendance/statistics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type StatisticsRow, saveStatistics } from './statistics-api.ts';

export interface StatisticsDialogProps {
  /** The entry being edited; null adds one. */
  entry: StatisticsRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function StatisticsDialog({ entry, onClose, onSaved }: StatisticsDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceStatistics.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceStatistics.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceStatistics.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceStatistics.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceStatistics.editTitle' : 'attendanceStatistics.addTitle')}
      fields={fields}
      rulesFrom={statisticsEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveStatistics({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
