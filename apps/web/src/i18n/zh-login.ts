import { treeOf } from './resources.ts';

// what the login page shows (LOGIN_NAMESPACES in index.ts; the same list in each of these files):
// its first load waits for these only, the rest come with the signed-in frame
export default treeOf(import.meta.glob('./locales/zh/{common,login,request,route,shell}.ts', { eager: true }));
