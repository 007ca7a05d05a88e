// Accounts belong to their person: linking a phone to an existing account (with the person's
// consent) or creating one, and who may change an account that others rely on.
export {
  type LinkConsent,
  type LinkedAccount,
  linkOrCreateAccount,
  randomPassword,
  resetAccountPassword,
  smsText,
} from './account-link.ts';
export { accountSharedBeyond, assertMayChangeAccount, linkNeedsConsent, mayChangeAccount } from './account-ownership.ts';
