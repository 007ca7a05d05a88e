import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newArea, newModule } from './generate.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LISTS = [
  'packages/shared/src/modules/index.ts',
  'packages/shared/src/modules/contracts.ts',
  'packages/shared/src/errors.ts',
  'apps/server/src/modules/index.ts',
  'apps/server/src/seed/demo.ts',
  'apps/web/src/i18n/locales/zh/menu.ts',
  'apps/web/src/i18n/locales/en/menu.ts',
  'apps/web/src/i18n/locales/zh/audit.ts',
  'apps/web/src/i18n/locales/en/audit.ts',
  'packages/shared/src/modules/platform/display-values.ts',
  'apps/server/src/db/migrations/meta/_journal.json',
  'apps/server/src/db/schema-gen/areas.ts',
];

let root;
beforeEach(() => {
  // a copy of the project's central lists and migration names: the generator edits them in place
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-module-'));
  for (const file of LISTS) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  }
  for (const f of fs.readdirSync(path.join(repo, 'apps/server/src/db/migrations'))) {
    if (f.endsWith('.sql')) fs.writeFileSync(path.join(root, 'apps/server/src/db/migrations', f), '');
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const titles = { zh: '园区', en: 'Campus', area: 'visitors', 'area-zh': '访客登记', 'area-en': 'Visitor register' };

describe('new:module', () => {
  it('writes the first area on the three layers with the next migration and registers the module in every central list', () => {
    const migrations = fs
      .readdirSync(path.join(root, 'apps/server/src/db/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const next = String(Number(migrations.at(-1).slice(0, 4)) + 1).padStart(4, '0');
    const { written } = newModule(root, 'campus', titles);
    expect(written).toEqual(
      expect.arrayContaining([
        'packages/shared/src/modules/campus/visitors.ts',
        'packages/shared/src/modules/campus/module.ts',
        'apps/server/src/modules/campus/visitors/visitors-routes.test.ts',
        'apps/server/src/modules/campus/index.ts',
        `apps/server/src/db/migrations/${next}_campus_visitors.sql`,
        'apps/web/src/modules/campus/visitors/campus-visitors.page.tsx',
        'apps/web/src/i18n/locales/en/campusVisitors.ts',
      ]),
    );
    for (const f of written) expect(fs.existsSync(path.join(root, f))).toBe(true);
    expect(read('packages/shared/src/modules/index.ts')).toMatch(/MODULES[\s\S]*CAMPUS_MODULE,\n\];/);
    expect(read('packages/shared/src/modules/contracts.ts')).toMatch(/CAMPUS_CONTRACT,\n\];/);
    expect(read('packages/shared/src/errors.ts')).toMatch(/CAMPUS_ERRORS,\n\);/);
    expect(read('apps/server/src/modules/index.ts')).toMatch(/await app.register\(campusModule\);\n}/);
    expect(read('apps/server/src/seed/demo.ts')).toMatch(/visitorsDemo,\n\];/);
    expect(read('apps/web/src/i18n/locales/zh/menu.ts')).toContain("campus: '园区'");
    expect(read('apps/web/src/i18n/locales/en/menu.ts')).toContain("campusVisitors: 'Visitor register'");
    // the audit trail names the module and its table
    expect(read('apps/web/src/i18n/locales/zh/audit.ts')).toMatch(/modules: \{[^}]*campus: '园区'/);
    expect(read('apps/web/src/i18n/locales/en/audit.ts')).toMatch(/tables: \{[^}]*campus_visitors: 'Visitor register'/);
    expect(read('packages/shared/src/modules/platform/display-values.ts')).toContain("campus_visitors: ['id']");
    const journal = JSON.parse(read('apps/server/src/db/migrations/meta/_journal.json'));
    expect(journal.entries.at(-1)).toMatchObject({ tag: `${next}_campus_visitors`, idx: journal.entries.at(-2).idx + 1 });
    expect(read('packages/shared/src/modules/campus/errors.ts')).toContain("'campus-0001'");
    expect(read('apps/server/src/db/schema-gen/areas.ts')).toMatch(/campus: \['campus_visitors'\],\n};/);
    expect(read('apps/server/src/modules/campus/visitors/visitors-data.ts')).toContain('campusVisitors as t');
    expect(read('apps/server/src/modules/campus/visitors/visitors-routes.ts')).toContain('export async function visitorsRoutes');
  });

  it('refuses a module that exists, a name that is not kebab-case and a title in one language only, writing nothing', () => {
    newModule(root, 'campus', titles);
    const before = read('packages/shared/src/modules/index.ts');
    expect(() => newModule(root, 'campus', titles)).toThrow(/exists/);
    expect(() => newModule(root, 'Cloud_Disk', titles)).toThrow(/kebab-case/);
    expect(() => newModule(root, 'cloud-disk', { en: 'Cloud disk' })).toThrow(/both languages/);
    expect(() => newModule(root, 'cloud-disk', { zh: "云'盘", en: 'Cloud disk' })).toThrow(/quotes/);
    expect(read('packages/shared/src/modules/index.ts')).toBe(before);
    expect(fs.existsSync(path.join(root, 'packages/shared/src/modules/cloud-disk'))).toBe(false);
  });
});

describe('new:area', () => {
  it("adds an area to the module's contract, codes, labels, errors, pages and plugin, with its own migration", () => {
    newModule(root, 'campus', titles);
    const { written, plan } = newArea(root, 'campus', 'gates', { 'area-zh': '门岗', 'area-en': 'Gates' });
    expect(plan.title).toEqual({ zh: '园区', en: 'Campus' });
    expect(written).toContain('apps/web/src/modules/campus/gates/campus-gates.page.tsx');
    const m = 'packages/shared/src/modules/campus';
    expect(read(`${m}/contract.ts`)).toMatch(/const AREAS = \[VISITORS, GATES\]/);
    expect(read(`${m}/codes.ts`)).toContain("gatesEdit: 'campus-gates-edit'");
    expect(read(`${m}/code-labels.ts`)).toContain("page: 'campus-gates'");
    expect(read(`${m}/errors.ts`)).toContain("'campus-0002'");
    expect(read(`${m}/pages.ts`)).toContain("name: 'campus-gates'");
    const index = read('apps/server/src/modules/campus/index.ts');
    expect(index).toMatch(/await app.register\(visitorsRoutes\);\n\s+await app.register\(gatesRoutes\);/);
    expect(index).toContain("export { gatesDemo } from './gates/gates-demo.ts';");
    const tags = JSON.parse(read('apps/server/src/db/migrations/meta/_journal.json')).entries.map((e) => e.tag);
    expect(tags.slice(-2).map((t) => t.slice(5))).toEqual(['campus_visitors', 'campus_gates']);
    expect(read('apps/server/src/db/schema-gen/areas.ts')).toContain("campus: ['campus_visitors', 'campus_gates']");
  });

  it('refuses an area of a module that does not exist', () => {
    expect(() => newArea(root, 'finance', 'fees', { zh: '收费', en: 'Fees' })).toThrow(/no module finance/);
  });
});
