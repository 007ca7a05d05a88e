// The system module's public entry: what other modules may use.
export { AccountsTab } from './accounts/accounts-tab.tsx';
