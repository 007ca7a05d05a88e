// The permission layer's entry: the check itself (held-codes.ts) and its React forms
// (permission.tsx), which build on the check; neither imports this file.
export { hasPermission } from './held-codes.ts';
export { Permission, usePermission } from './permission.tsx';
