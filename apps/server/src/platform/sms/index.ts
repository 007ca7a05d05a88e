// Text messages: the provider (records until a carrier is configured), sending, and the codes
// that prove a phone (sign-in, password, phone change, linking an existing account).
export {
  assertPhone,
  CODE_TTL_S,
  consumeVerifiedOrCode,
  issueSmsCode,
  phoneHasAccount,
  verifySmsCode,
} from './sms-codes.ts';
export { RecordingSms, type SmsProvider, sendSms } from './sms-provider.ts';
