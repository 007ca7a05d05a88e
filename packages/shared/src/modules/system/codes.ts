/**
 * Codes of the school's own set-up (overview §6: the three system page codes verbatim; the finer
 * action codes are ours). A director holds them all.
 */
export const SYSTEM_CODES = {
  schoolInfo: 'school-info-manage',
  schoolInfoUpdate: 'school-info-manage-update',
  platformSettings: 'platform-settings',
  platformSettingsUpdate: 'platform-settings-update',
  /** The accounts that can sign in to the school (the account page's management tab). */
  accounts: 'school-account-manage',
  accountAdd: 'school-account-manage-add',
  /** Disable and enable: disabling signs the account out everywhere at once. */
  accountStatus: 'school-account-manage-status',
  accountResetPassword: 'school-account-manage-reset-password',
  roles: 'school-role-permission-manage',
  roleEdit: 'school-role-permission-manage-edit',
  supervise: 'school-supervise-manage',
  superviseDecide: 'school-supervise-manage-decide',
} as const;
