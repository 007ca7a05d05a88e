// The message module's public entry: what other modules may use.

export { messageModule } from './routes.ts';
export { assertPhone, consumeVerifiedOrCode } from './sms-codes.ts';
