export * from './access.ts';
export * from './endpoint.ts';
export * from './fields.ts';
export * from './outputs.ts';
