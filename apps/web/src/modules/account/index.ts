// The account module's public entry: what other modules may use.
export type { BasicProfile } from './account-api.ts';
export { LinkCodeField, type LinkCodeFieldProps } from './link-code-field.tsx';
export { SmsCodeButton } from './sms-code-button.tsx';
export { UserInfo } from './user-info.tsx';
