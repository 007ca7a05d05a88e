// A school's settings that the platform itself reads: the links its menu shows (the sign-in
// answers carry them, whatever module serves them).

export { effectiveLinks, externalLinksOf } from './external-links.ts';
