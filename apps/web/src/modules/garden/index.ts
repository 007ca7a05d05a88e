// The garden module's public entry: its page kit (list, form dialog, import/export), which the
// class board uses too.
export * from './common/index.ts';
