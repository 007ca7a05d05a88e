export * from './identity.ts';
export * from './school.ts';
export * from './auth.ts';
export * from './garden.ts';
