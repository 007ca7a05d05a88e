import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type PositionRow, savePosition } from './position-api.ts';

export interface PositionDialogProps {
  /** The position being edited; null adds one. */
  position: PositionRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a position: a name unique in the school, a description and the display order. */
export function PositionDialog({ position, onClose, onSaved }: PositionDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      { key: 'name', component: 'input', label: t('positions.fields.name') },
      {
        key: 'sort',
        component: 'number',
        label: t('positions.fields.sort'),
        decimalPlaces: 0,
        maxLength: 4,
        extra: t('positions.sortHelp'),
      },
      { key: 'description', component: 'input', label: t('positions.fields.description'), rows: 3 },
    ],
    [t],
  );

  // the default order 0 shows empty (domain §3)
  const initialValues = useMemo(
    () => (position ? { name: position.name, description: position.description ?? '', sort: position.sort || undefined } : {}),
    [position],
  );

  return (
    <FormDialog
      title={t(position ? 'positions.editTitle' : 'positions.addTitle')}
      fields={fields}
      rulesFrom={positionEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const description = typeof v.description === 'string' && v.description.trim() ? v.description.trim() : null;
        await savePosition({ name: String(v.name).trim(), description, sort: Number(v.sort ?? 0) }, position?.id);
        onSaved();
      }}
    />
  );
}
