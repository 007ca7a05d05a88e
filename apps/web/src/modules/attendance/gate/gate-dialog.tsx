import { gateEndpoints } from '@kg/shared/modules/attendance/gate';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type GateRow, saveGate } from './gate-api.ts';

export interface GateDialogProps {
  /** The entry being edited; null adds one. */
  entry: GateRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit an entry: a name unique in the school, a note and the display order. */
export function GateDialog({ entry, onClose, onSaved }: GateDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required, lengths and ranges come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceGate.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('attendanceGate.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('attendanceGate.sortHelp'),
      },
      { key: 'note', component: 'input', label: t('attendanceGate.fields.note'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty
  const initialValues = useMemo(() => (entry ? { name: entry.name, note: entry.note ?? '', sort: entry.sort || undefined } : {}), [entry]);

  return (
    <FormDialog
      title={t(entry ? 'attendanceGate.editTitle' : 'attendanceGate.addTitle')}
      fields={fields}
      rulesFrom={gateEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : null;
        await saveGate({ name: String(v.name).trim(), note, sort: Number(v.sort ?? 0) }, entry?.id);
        onSaved();
      }}
    />
  );
}
