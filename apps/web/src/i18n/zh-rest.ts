import { treeOf } from './resources.ts';

// every other namespace (zh-login.ts has the login page's): loaded before a signed-in page shows
export default treeOf(import.meta.glob(['./locales/zh/*.ts', '!./locales/zh/{common,login,request,route,shell}.ts'], { eager: true }));
