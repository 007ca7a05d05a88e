import { cardEndpoints } from '@kg/shared/modules/attendance/card';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { bindCard, type CardHolder } from './card-api.ts';

export interface CardBindDialogProps {
  holder: CardHolder;
  onClose: () => void;
  onSaved: () => void;
}

/** Bind a card number to a child, a guardian or a staff member; a number in use in the school is refused under the field. */
export function CardBindDialog({ holder, onClose, onSaved }: CardBindDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      // the pattern and length come from the endpoint's input (rulesFrom below)
      { key: 'cardNo', component: 'input', label: t('attendanceCard.fields.cardNo'), extra: t('attendanceCard.cardNoHelp') },
    ],
    [t],
  );
  return (
    <FormDialog
      title={t(`attendanceCard.bindTitle.${holder.holderKind}`, { name: holder.name })}
      fields={fields}
      rulesFrom={cardEndpoints.doBindingCard}
      initialValues={{}}
      onClose={onClose}
      onSubmit={async (v) => {
        await bindCard(holder, String(v.cardNo).trim());
        onSaved();
      }}
    />
  );
}
