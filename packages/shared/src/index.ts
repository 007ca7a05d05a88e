export * from './errors.ts';
export * from './constants.ts';
export * from './permissions.ts';
export * from './signature.ts';
export * from './catalogs.ts';
export * from './validation/phone.ts';
export * from './validation/id-card.ts';
export * from './validation/text.ts';
