export * from './auth.ts';
export * from './garden.ts';
export * from './identity.ts';
export * from './school.ts';
