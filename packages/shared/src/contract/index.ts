// Only what costs nothing at load: the schemas (fields.ts, outputs.ts) are imported by path
// ('@kg/shared/contract/fields'), so the login page never carries zod.
export * from './access.ts';
export * from './endpoint.ts';
