import { phoneEndpoints } from '@kg/shared/modules/accounts/phone';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneChangeDialog } from '../../../kit/phone-change/phone-change-dialog.tsx';
import { changeStaffMobile } from './staff-api.ts';

export interface StaffPhoneDialogProps {
  /** The member whose phone changes; null: closed. */
  teacherId: number | null;
  onClose: () => void;
  /** The new phone as the server shows it (masked). */
  onChanged: (mobile: string) => void;
}

/**
 * An administrator changes a staff member's phone, their login name (overview §5); a used-up
 * daily allowance closes the dialog with a warning.
 */
export function StaffPhoneDialog({ teacherId, onClose, onChanged }: StaffPhoneDialogProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (
    <PhoneChangeDialog
      open={teacherId !== null}
      endpoint={phoneEndpoints.changeStaffMobile}
      title={t('staff.phone.title')}
      label={t('staff.phone.new')}
      placeholder={t('staff.phone.new')}
      send={(mobile) => (teacherId === null ? Promise.reject(new Error('closed')) : changeStaffMobile(teacherId, mobile))}
      onDone={(done) => onChanged(done.mobile)}
      onClose={onClose}
      onQuotaUsedUp={(n) =>
        modal.warning({ title: t('staff.phone.warningTitle'), content: t('staff.phone.quotaUsedUp', { n }), okText: t('common.ok') })
      }
      doneText={t('staff.phone.done')}
      showsFailures
      confirmTestId="phone-confirm"
      formName="staffPhone"
    />
  );
}
