export type Tree = { [key: string]: string | Tree };

/**
 * Each feature keeps its strings in locales/<lang>/<file>.ts (default export, nested object);
 * the file name is the first key segment: locales/zh/menu.ts → t('menu.workbench').
 */
export function treeOf(files: Record<string, { default: Tree }>): Tree {
  const out: Tree = {};
  for (const [path, mod] of Object.entries(files)) {
    const m = /\/([\w-]+)\.ts$/.exec(path);
    if (m) out[m[1]] = mod.default;
  }
  return out;
}
