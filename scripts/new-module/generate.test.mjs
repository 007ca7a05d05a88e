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
const titles = { zh: '考勤', en: 'Attendance', area: 'rules', 'area-zh': '考勤规则', 'area-en': 'Attendance rules' };

describe('new:module', () => {
  it('writes the first area on the three layers with the next migration and registers the module in every central list', () => {
    const migrations = fs
      .readdirSync(path.join(root, 'apps/server/src/db/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const next = String(Number(migrations.at(-1).slice(0, 4)) + 1).padStart(4, '0');
    const { written } = newModule(root, 'attendance', titles);
    expect(written).toEqual(
      expect.arrayContaining([
        'packages/shared/src/modules/attendance/rules.ts',
        'packages/shared/src/modules/attendance/module.ts',
        'apps/server/src/modules/attendance/rules/rules-routes.test.ts',
        'apps/server/src/modules/attendance/index.ts',
        `apps/server/src/db/migrations/${next}_attendance_rules.sql`,
        'apps/web/src/modules/attendance/rules/attendance-rules.page.tsx',
        'apps/web/src/i18n/locales/en/attendanceRules.ts',
      ]),
    );
    for (const f of written) expect(fs.existsSync(path.join(root, f))).toBe(true);
    expect(read('packages/shared/src/modules/index.ts')).toMatch(/MODULES[\s\S]*ATTENDANCE_MODULE,\n\];/);
    expect(read('packages/shared/src/modules/contracts.ts')).toMatch(/ATTENDANCE_CONTRACT,\n\];/);
    expect(read('packages/shared/src/errors.ts')).toMatch(/ATTENDANCE_ERRORS,\n\);/);
    expect(read('apps/server/src/modules/index.ts')).toMatch(/await app.register\(attendanceModule\);\n}/);
    expect(read('apps/server/src/seed/demo.ts')).toMatch(/rulesDemo,\n\];/);
    expect(read('apps/web/src/i18n/locales/zh/menu.ts')).toContain("attendance: '考勤'");
    expect(read('apps/web/src/i18n/locales/en/menu.ts')).toContain("attendanceRules: 'Attendance rules'");
    const journal = JSON.parse(read('apps/server/src/db/migrations/meta/_journal.json'));
    expect(journal.entries.at(-1)).toMatchObject({ tag: `${next}_attendance_rules`, idx: journal.entries.at(-2).idx + 1 });
    expect(read('packages/shared/src/modules/attendance/errors.ts')).toContain("'attendance-0001'");
    expect(read('apps/server/src/db/schema-gen/areas.ts')).toMatch(/attendance: \['attendance_rules'\],\n};/);
    expect(read('apps/server/src/modules/attendance/rules/rules-data.ts')).toContain('attendanceRules as t');
    expect(read('apps/server/src/modules/attendance/rules/rules-routes.ts')).toContain('export async function rulesRoutes');
  });

  it('refuses a module that exists, a name that is not kebab-case and a title in one language only, writing nothing', () => {
    newModule(root, 'attendance', titles);
    const before = read('packages/shared/src/modules/index.ts');
    expect(() => newModule(root, 'attendance', titles)).toThrow(/exists/);
    expect(() => newModule(root, 'Cloud_Disk', titles)).toThrow(/kebab-case/);
    expect(() => newModule(root, 'cloud-disk', { en: 'Cloud disk' })).toThrow(/both languages/);
    expect(() => newModule(root, 'cloud-disk', { zh: "云'盘", en: 'Cloud disk' })).toThrow(/quotes/);
    expect(read('packages/shared/src/modules/index.ts')).toBe(before);
    expect(fs.existsSync(path.join(root, 'packages/shared/src/modules/cloud-disk'))).toBe(false);
  });
});

describe('new:area', () => {
  it("adds an area to the module's contract, codes, labels, errors, pages and plugin, with its own migration", () => {
    newModule(root, 'attendance', titles);
    const { written, plan } = newArea(root, 'attendance', 'calendar', { 'area-zh': '校历', 'area-en': 'Calendar' });
    expect(plan.title).toEqual({ zh: '考勤', en: 'Attendance' });
    expect(written).toContain('apps/web/src/modules/attendance/calendar/attendance-calendar.page.tsx');
    const m = 'packages/shared/src/modules/attendance';
    expect(read(`${m}/contract.ts`)).toMatch(/const AREAS = \[RULES, CALENDAR\]/);
    expect(read(`${m}/codes.ts`)).toContain("calendarEdit: 'attendance-calendar-edit'");
    expect(read(`${m}/code-labels.ts`)).toContain("page: 'attendance-calendar'");
    expect(read(`${m}/errors.ts`)).toContain("'attendance-0002'");
    expect(read(`${m}/pages.ts`)).toContain("name: 'attendance-calendar'");
    const index = read('apps/server/src/modules/attendance/index.ts');
    expect(index).toMatch(/await app.register\(rulesRoutes\);\n\s+await app.register\(calendarRoutes\);/);
    expect(index).toContain("export { calendarDemo } from './calendar/calendar-demo.ts';");
    const tags = JSON.parse(read('apps/server/src/db/migrations/meta/_journal.json')).entries.map((e) => e.tag);
    expect(tags.slice(-2).map((t) => t.slice(5))).toEqual(['attendance_rules', 'attendance_calendar']);
    expect(read('apps/server/src/db/schema-gen/areas.ts')).toContain("attendance: ['attendance_rules', 'attendance_calendar']");
  });

  it('refuses an area of a module that does not exist', () => {
    expect(() => newArea(root, 'finance', 'fees', { zh: '收费', en: 'Fees' })).toThrow(/no module finance/);
  });
});
