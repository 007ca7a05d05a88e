import { phoneEndpoints } from '@kg/shared/modules/accounts/phone';
import { useTranslation } from 'react-i18next';
import { PhoneChangeDialog as ChangePhone } from '../../../kit/phone-change/phone-change-dialog.tsx';
import { confirmMobileChange, type MobileQuota } from './account-api.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface PhoneChangeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new (masked) phone and the quota left, after a change. */
  onChanged: (result: MobileQuota) => void;
  /** Shown when the daily allowance is used up (the dialog closes). */
  onQuotaUsedUp: (allowed: number) => void;
}

/** The own phone changes with a code sent to the new phone (overview §5); the kit's dialog does the rest. */
export function PhoneChangeDialog({ open, onClose, onChanged, onQuotaUsedUp }: PhoneChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <ChangePhone
      open={open}
      endpoint={phoneEndpoints.changeOwnMobile}
      title={t('account.phone.change')}
      label={t('account.phone.new')}
      placeholder={t('account.phone.placeholder')}
      code={{
        label: t('account.sms.code'),
        placeholder: t('account.sms.codePlaceholder'),
        sendButton: (phone, checked) => <SmsCodeButton scene="mobile-change" target={phone} phone={checked} />,
      }}
      send={confirmMobileChange}
      onDone={(result) => onChanged(result)}
      onClose={onClose}
      onQuotaUsedUp={onQuotaUsedUp}
      doneText={t('account.phone.changed')}
      showsFailures
      confirmTestId="phone-confirm"
    />
  );
}
