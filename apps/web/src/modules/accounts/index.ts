// The accounts module's public entry: what other modules may use (the sign-in pages import none of it).
export type { BasicProfile } from './profile/account-api.ts';
export { LinkCodeField, type LinkCodeFieldProps } from './profile/link-code-field.tsx';
export { SmsCodeButton } from './profile/sms-code-button.tsx';
export { UserInfo } from './profile/user-info.tsx';
