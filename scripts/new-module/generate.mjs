// The generator behind `npm run new:module` and `npm run new:area`: the files of a module's first
// area (or of one more area) on the three layers, and one line in each central list.
import fs from 'node:fs';
import path from 'node:path';
import { Edits, writeNew } from './files.mjs';
import { checkName, spell } from './names.mjs';
import { migration, serverData, serverDemo, serverIndex, serverRoutes, serverTest } from './server-templates.mjs';
import {
  codeLabel,
  errorEntry,
  pageEntry,
  sharedArea,
  sharedCodeLabels,
  sharedCodes,
  sharedContract,
  sharedErrors,
  sharedModule,
  sharedPages,
} from './shared-templates.mjs';
import { locale, webApi, webDialog, webPage, webTest } from './web-templates.mjs';

const SHARED = 'packages/shared/src';
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const MIGRATIONS = `${SERVER}/db/migrations`;

/** A title in both languages, from `--zh` and `--en`. */
function titles(opts, zhKey, enKey, fallback) {
  const zh = opts[zhKey] ?? fallback?.zh;
  const en = opts[enKey] ?? fallback?.en;
  if (!zh || !en) throw new Error(`give the title in both languages: --${zhKey} <中文> --${enKey} <English>`);
  for (const t of [zh, en]) if (/['`\\\n]/.test(t)) throw new Error(`a title may not hold quotes, backslashes or line breaks: ${t}`);
  return { zh, en };
}

/** Everything the templates need, from the command's names and options. */
export function plan(root, moduleName, areaName, opts, fallbackTitle) {
  const m = spell(checkName('module', moduleName));
  const a = spell(checkName('area', areaName));
  const title = titles(opts, 'zh', 'en', fallbackTitle);
  const areaTitle = titles(opts, 'area-zh', 'area-en', title);
  const page = m.kebab === a.kebab ? m.kebab : `${m.kebab}-${a.kebab}`;
  const pageSpell = spell(page);
  const number = nextMigration(root);
  return {
    m,
    a,
    title,
    areaTitle,
    page,
    pageCamel: pageSpell.camel,
    pagePascal: pageSpell.pascal,
    prefix: opts.prefix ?? `/${m.kebab}/v1/${a.kebab}`,
    sectionPath: `/${m.kebab}`,
    routePath: opts.path ?? `/${m.kebab}/${a.kebab}`,
    editCode: `${a.camel}Edit`,
    table: m.kebab === a.kebab ? m.snake : `${m.snake}_${a.snake}`,
    tableCamel: m.kebab === a.kebab ? m.camel : spell(`${m.kebab}-${a.kebab}`).camel,
    errorCode: nextErrorCode(root, m.kebab),
    migration: { number, tag: `${number}_${pageSpell.snake}` },
  };
}

function nextMigration(root) {
  const numbers = fs
    .readdirSync(path.join(root, MIGRATIONS))
    .map((f) => /^(\d{4})_.*\.sql$/.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  return String(Math.max(-1, ...numbers) + 1).padStart(4, '0');
}

/** The module's next error code: its errors.ts numbers them within the module's own prefix. */
function nextErrorCode(root, module) {
  const file = path.join(root, SHARED, 'modules', module, 'errors.ts');
  const used = fs.existsSync(file)
    ? [...fs.readFileSync(file, 'utf8').matchAll(new RegExp(`'${module}-(\\d{4})'`, 'g'))].map((x) => Number(x[1]))
    : [];
  return `${module}-${String(Math.max(0, ...used) + 1).padStart(4, '0')}`;
}

/** The area's own files on the three layers, its migration and its strings. */
function areaFiles(n) {
  const sm = `${SHARED}/modules/${n.m.kebab}`;
  const am = `${SERVER}/modules/${n.m.kebab}/${n.a.kebab}`;
  const wm = `${WEB}/modules/${n.m.kebab}/${n.a.kebab}`;
  return {
    [`${sm}/${n.a.kebab}.ts`]: sharedArea(n),
    [`${am}/${n.a.kebab}-data.ts`]: serverData(n),
    [`${am}/${n.a.kebab}-routes.ts`]: serverRoutes(n),
    [`${am}/${n.a.kebab}-routes.test.ts`]: serverTest(n),
    [`${am}/${n.a.kebab}-demo.ts`]: serverDemo(n),
    [`${MIGRATIONS}/${n.migration.tag}.sql`]: migration(n),
    [`${wm}/${n.a.kebab}-api.ts`]: webApi(n),
    [`${wm}/${n.page}.page.tsx`]: webPage(n),
    [`${wm}/${n.a.kebab}-dialog.tsx`]: webDialog(n),
    [`${wm}/${n.page}.test.tsx`]: webTest(n),
    [`${WEB}/i18n/locales/zh/${n.pageCamel}.ts`]: locale(n, 'zh'),
    [`${WEB}/i18n/locales/en/${n.pageCamel}.ts`]: locale(n, 'en'),
  };
}

/** What every area adds to lists: the migration journal, the demo seeders, the menu strings. */
function registerArea(e, n) {
  const journal = `${MIGRATIONS}/meta/_journal.json`;
  const j = JSON.parse(e.text(journal));
  const last = j.entries[j.entries.length - 1];
  j.entries.push({ idx: last.idx + 1, version: last.version, when: last.when + 1000, tag: n.migration.tag, breakpoints: true });
  e.texts.set(journal, `${JSON.stringify(j, null, 2)}\n`);
  e.addImport(`${SERVER}/seed/demo.ts`, `import { ${n.a.camel}Demo } from '../modules/${n.m.kebab}/index.ts';`);
  e.appendTo(`${SERVER}/seed/demo.ts`, 'const MODULE_DEMOS', '[', `${n.a.camel}Demo`);
  // the generated schema's file for the module's tables (npm run db:schema writes it)
  const areas = `${SERVER}/db/schema-gen/areas.ts`;
  const key = /^[a-z]+$/.test(n.m.kebab) ? n.m.kebab : `'${n.m.kebab}'`;
  if (new RegExp(`^  ${key}: \\[`, 'm').test(e.text(areas))) e.appendTo(areas, `\n  ${key}: [`, '[', `'${n.table}'`);
  else e.appendTo(areas, 'export const AREAS', '{', `${key}: ['${n.table}']`);
  for (const lang of ['zh', 'en'])
    e.appendTo(`${WEB}/i18n/locales/${lang}/menu.ts`, 'export default {', '{', `${n.pageCamel}: '${n.areaTitle[lang]}'`);
  // the audit trail records the table (it has a school_id): its record number and its name on the web
  e.appendTo(`${SHARED}/modules/platform/display-values.ts`, 'export const AUDITED_TABLES', '{', `${n.table}: ['id']`);
  for (const lang of ['zh', 'en'])
    e.appendTo(`${WEB}/i18n/locales/${lang}/audit.ts`, '  tables: {', '{', `${n.table}: '${n.areaTitle[lang]}'`);
}

/** `new:module <module>`: the module's declaration, plugin, pages and strings, with its first area. */
export function newModule(root, moduleName, opts) {
  const n = plan(root, moduleName, opts.area ?? moduleName, opts);
  if (fs.existsSync(path.join(root, SHARED, 'modules', n.m.kebab)))
    throw new Error(`module ${n.m.kebab} exists: add an area with npm run new:area`);
  const sm = `${SHARED}/modules/${n.m.kebab}`;
  const files = {
    ...areaFiles(n),
    [`${sm}/codes.ts`]: sharedCodes(n),
    [`${sm}/code-labels.ts`]: sharedCodeLabels(n),
    [`${sm}/errors.ts`]: sharedErrors(n),
    [`${sm}/pages.ts`]: sharedPages(n),
    [`${sm}/module.ts`]: sharedModule(n),
    [`${sm}/contract.ts`]: sharedContract(n),
    [`${SERVER}/modules/${n.m.kebab}/index.ts`]: serverIndex(n),
  };
  const e = new Edits(root);
  const M = n.m.upper;
  e.addImport(`${SHARED}/modules/index.ts`, `import { ${M}_MODULE } from './${n.m.kebab}/module.ts';`);
  e.appendTo(`${SHARED}/modules/index.ts`, 'export const MODULES', '[', `${M}_MODULE`);
  e.addImport(`${SHARED}/modules/contracts.ts`, `import { ${M}_CONTRACT } from './${n.m.kebab}/contract.ts';`);
  e.appendTo(`${SHARED}/modules/contracts.ts`, 'export const MODULE_CONTRACTS', '[', `${M}_CONTRACT`);
  e.addImport(`${SHARED}/errors.ts`, `import { ${M}_ERRORS } from './modules/${n.m.kebab}/errors.ts';`);
  e.appendTo(`${SHARED}/errors.ts`, 'export const ERRORS', '(', `${M}_ERRORS`);
  e.addImport(`${SERVER}/modules/index.ts`, `import { ${n.m.camel}Module } from './${n.m.kebab}/index.ts';`);
  e.appendToFunction(`${SERVER}/modules/index.ts`, 'export async function registerModules', `await app.register(${n.m.camel}Module);`);
  for (const lang of ['zh', 'en']) {
    e.appendTo(`${WEB}/i18n/locales/${lang}/menu.ts`, 'export default {', '{', `${n.m.camel}: '${n.title[lang]}'`);
    // the audit trail files a module's writes under its name
    e.appendTo(`${WEB}/i18n/locales/${lang}/audit.ts`, '  modules: {', '{', `${n.m.camel}: '${n.title[lang]}'`);
  }
  registerArea(e, n);
  writeNew(root, files);
  e.save();
  return { plan: n, written: Object.keys(files), edited: [...e.texts.keys()] };
}

/** `new:area <module> <area>`: one more area of an existing module, in its lists. */
export function newArea(root, moduleName, areaName, opts) {
  const sm = `${SHARED}/modules/${moduleName}`;
  if (!fs.existsSync(path.join(root, sm, 'module.ts'))) throw new Error(`no module ${moduleName}: create it with npm run new:module`);
  const existing = moduleTitle(root, moduleName);
  const n = plan(root, moduleName, areaName, opts, existing);
  const files = areaFiles(n);
  const e = new Edits(root);
  const M = n.m.upper;
  e.addImport(`${sm}/contract.ts`, `import { ${n.a.upper} } from './${n.a.kebab}.ts';`);
  e.appendTo(`${sm}/contract.ts`, 'const AREAS', '[', n.a.upper);
  e.appendTo(`${sm}/codes.ts`, `export const ${M}_CODES`, '{', `${n.editCode}: '${n.m.kebab}-${n.a.kebab}-edit'`);
  e.appendTo(`${sm}/code-labels.ts`, `export const ${M}_CODE_LABELS`, '{', codeLabel(n));
  e.appendTo(`${sm}/errors.ts`, `export const ${M}_ERRORS`, '{', errorEntry(n));
  e.appendTo(`${sm}/pages.ts`, 'children: [', '[', pageEntry(n));
  const index = `${SERVER}/modules/${n.m.kebab}/index.ts`;
  e.addImport(index, `import { ${n.a.camel}Routes } from './${n.a.kebab}/${n.a.kebab}-routes.ts';`);
  e.appendToFunction(index, `export async function ${n.m.camel}Module`, `await app.register(${n.a.camel}Routes);`);
  e.appendLine(index, `export { ${n.a.camel}Demo } from './${n.a.kebab}/${n.a.kebab}-demo.ts';`);
  registerArea(e, n);
  writeNew(root, files);
  e.save();
  return { plan: n, written: Object.keys(files), edited: [...e.texts.keys()] };
}

/** The module's menu title in both languages, from the menu strings. */
function moduleTitle(root, module) {
  const key = spell(module).camel;
  const read = (lang) => {
    const text = fs.readFileSync(path.join(root, WEB, 'i18n/locales', lang, 'menu.ts'), 'utf8');
    return new RegExp(`\\b${key}: '([^']*)'`).exec(text)?.[1];
  };
  const zh = read('zh');
  const en = read('en');
  return zh && en ? { zh, en } : undefined;
}
