// The message module's public entry: what other modules may use.
export { assertPhone, consumeVerifiedOrCode } from './sms-codes.ts';
