// SMS sending and codes, used by accounts (sign-in, password, phone change) and by whoever links an account.

export { assertPhone, consumeVerifiedOrCode } from '../../platform/sms/index.ts';
