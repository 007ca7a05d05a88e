// The garden module's public entry: the school's option lists (grades, classes, positions) and
// its image uploader, which the class board uses too.

// a guardian's relation as shown (other modules show guardians too: exhortations)
export { useRelationLabel } from './children/child-fields.ts';
export * from './garden-options.ts';
