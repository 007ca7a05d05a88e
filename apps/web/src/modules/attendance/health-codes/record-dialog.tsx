import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { HEALTH_CODES_ENDPOINTS as E, HEALTH_CODE_COLORS, type HealthCodeColor, type Recorded, today } from './health-codes-api.ts';

export interface RecordDialogProps {
  /** Who is recorded: the names shown, the count in the title. */
  names: string[];
  day: string;
  /** Sends the entry for the chosen people (children or staff). */
  save: (v: Recorded) => Promise<unknown>;
  onClose: () => void;
  onSaved: (count: number) => void;
}

/** Records one colour of a day (not after today) for one or several people; a new entry each, the latest counts. */
export function RecordDialog({ names, day, save, onClose, onSaved }: RecordDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      { key: 'day', component: 'date', label: t('attendanceHealthCodes.fields.day'), clearable: false },
      {
        key: 'color',
        component: 'radio',
        label: t('attendanceHealthCodes.fields.color'),
        options: HEALTH_CODE_COLORS.map((c) => ({ value: c, label: t(`attendanceHealthCodes.colors.${c}`) })),
      },
      { key: 'note', component: 'input', label: t('attendanceHealthCodes.fields.note'), rows: 2, maxLength: 200 },
    ],
    [t],
  );
  const shown = names.length > 3 ? `${names.slice(0, 3).join('、')} …` : names.join('、');
  return (
    <FormDialog
      title={t('attendanceHealthCodes.record.title', { count: names.length, names: shown })}
      fields={fields}
      rulesFrom={E.recordChildren}
      initialValues={{ day: day > today() ? today() : day, color: 'green' }}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await save({ day: String(v.day), color: v.color as HealthCodeColor, note });
        onSaved(names.length);
      }}
    />
  );
}
