import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { useTranslation } from 'react-i18next';
import { PhoneChangeDialog } from '../../../kit/phone-change/phone-change-dialog.tsx';
import { changeGuardianMobile } from './child-api.ts';

export interface GuardianPhoneTarget {
  studentId: number;
  guardianId: number;
  name: string;
  phone: string;
}

export interface GuardianPhoneDialogProps {
  target: GuardianPhoneTarget | null;
  onClose: () => void;
  /** The new number, once the server changed it. */
  onChanged: (mobile: string) => void;
}

/**
 * Changes an existing guardian's phone. The server links the guardian to that phone's account
 * at once; a refusal (same number, taken by another guardian of the child) is shown by the
 * request layer and the dialog stays for another number.
 */
export function GuardianPhoneDialog({ target, onClose, onChanged }: GuardianPhoneDialogProps) {
  const { t } = useTranslation();
  return (
    <PhoneChangeDialog
      open={target !== null}
      endpoint={childEndpoints.guardianMobile}
      title={t('children.phone.title')}
      label={t('children.phone.new')}
      placeholder={t('children.phone.placeholder')}
      note={target && t('children.phone.current', { name: target.name, phone: target.phone })}
      send={(mobile) => (target ? changeGuardianMobile(target.studentId, target.guardianId, mobile) : Promise.reject(new Error('closed')))}
      onDone={(_, mobile) => onChanged(mobile)}
      onClose={onClose}
      confirmTestId="guardian-phone-confirm"
      inputId="guardian-mobile"
    />
  );
}
