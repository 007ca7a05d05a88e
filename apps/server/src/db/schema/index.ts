export * from './audit.ts';
export * from './auth.ts';
export * from './garden.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './notices.ts';
export * from './reference.ts';
export * from './school.ts';
