import { treeOf } from './resources.ts';

// every other namespace (en-login.ts has the login page's): loaded before a signed-in page shows
export default treeOf(import.meta.glob(['./locales/en/*.ts', '!./locales/en/{common,login,request,route,shell}.ts'], { eager: true }));
