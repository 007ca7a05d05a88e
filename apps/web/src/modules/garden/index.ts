// The garden module's public entry: the school's option lists (grades, classes, positions) and
// its image uploader, which the class board uses too.
export * from './garden-options.ts';
