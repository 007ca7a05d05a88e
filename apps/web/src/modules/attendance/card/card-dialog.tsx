import { cardEndpoints } from '@kg/shared/modules/attendance/card';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type CardRow, saveCard } from './card-api.ts';

export interface CardDialogProps {
  /** The entry being edited; null adds one. */
  entry: CardRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function CardDialog({ entry, onClose, onSaved }: CardDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceCard.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceCard.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceCard.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceCard.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceCard.editTitle' : 'attendanceCard.addTitle')}
      fields={fields}
      rulesFrom={cardEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveCard({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
