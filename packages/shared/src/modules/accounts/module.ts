import type { ModuleDecl } from '../module.ts';

/**
 * Identity: sign-in and sessions, WeChat binding, the own password and phone, and the SMS codes
 * proving who holds a phone. Its pages are public (pages.ts) or each console's own account
 * page, so it brings no section and no code.
 */
export const ACCOUNTS_MODULE: ModuleDecl = {
  name: 'accounts',
  sections: [],
  codes: {},
};
