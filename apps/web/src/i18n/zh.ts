import { treeOf } from './resources.ts';

// one chunk per language: a browser loads only the language it shows (index.ts loadLanguage)
export default treeOf(import.meta.glob('./locales/zh/*.ts', { eager: true }));
