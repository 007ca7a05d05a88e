import { describe, expect, it } from 'vitest';
import { placeOf, ruleBroken } from './layers.mjs';

const rule = (from, to, viaPackage = false) => ruleBroken(from, { to, viaPackage })?.rule ?? null;
const S = 'apps/server/src/';
const W = 'apps/web/src/';

describe('where a file sits', () => {
  it.each([
    [`${S}config.ts`, 'core'],
    [`${S}db/migrate.ts`, 'core'],
    [`${S}platform/jobs/job-queue.ts`, 'platform'],
    [`${S}modules/platform/notices/notify.ts`, 'platform'],
    [`${S}modules/garden/children/child-detail.ts`, 'modules'],
    [`${S}modules/index.ts`, 'app'],
    [`${S}seed/demo.ts`, 'app'],
    ['apps/server/test/harness.ts', 'app'],
    [`${W}session/logout.ts`, 'base'],
    [`${W}widgets/search-form/search-form.tsx`, 'kit'],
    [`${W}modules/login/login-screen.tsx`, 'modules'],
    [`${W}shell/shell-model.ts`, 'app'],
    ['packages/shared/src/format.ts', 'core'],
    ['packages/shared/src/modules/module.ts', 'core'],
    ['packages/shared/src/modules/platform/jobs.ts', 'platform'],
    ['packages/shared/src/modules/health/alerts.ts', 'modules'],
    ['packages/shared/src/modules/contracts.ts', 'app'],
    ['packages/shared/src/errors.ts', 'app'],
    [`${S}helpers/x.ts`, null],
  ])('%s is in layer %s', (file, layer) => {
    expect(placeOf(file).layer).toBe(layer);
  });

  it('leaves e2e, bench and scripts outside the layers', () => {
    expect(placeOf('e2e/login.test.ts')).toBeNull();
    expect(placeOf('bench/run.ts')).toBeNull();
  });
});

describe('which import breaks a rule', () => {
  it('lets a file import its own layer and lower ones, never higher', () => {
    expect(rule(`${S}modules/health/index.ts`, `${S}platform/jobs/index.ts`)).toBeNull();
    expect(rule(`${S}modules/health/index.ts`, `${S}core/serve.ts`)).toBeNull();
    expect(rule(`${S}core/context.ts`, `${S}modules/platform/jobs/job-queue.ts`)).toBe('upward');
    expect(rule(`${W}api/pipeline.ts`, `${W}kit/use-after-save.ts`)).toBe('upward');
  });

  it("opens a module's testing.ts to tests only, and the assembled app to every test", () => {
    expect(rule(`${S}modules/health/alerts/alert-scan.test.ts`, `${S}modules/garden/testing.ts`)).toBeNull();
    expect(rule(`${S}modules/health/alerts/alert-scan.ts`, `${S}modules/garden/testing.ts`)).toBe('module-internals');
    expect(rule(`${S}core/serve.test.ts`, 'apps/server/test/harness.ts')).toBeNull();
    expect(rule(`${S}core/serve.ts`, 'apps/server/test/harness.ts')).toBe('upward');
    expect(rule(`${W}kit/testing/render.tsx`, `${W}shell/testing/render-shell.tsx`)).toBeNull();
    // the app is open to a test, the layers between are not
    expect(rule(`${S}core/masking-walk.test.ts`, `${S}modules/garden/testing.ts`)).toBe('upward');
  });

  it("enters a platform area through its index.ts from a module, and its testing.ts from a module's tests", () => {
    expect(rule(`${S}modules/health/exams/exam-import.ts`, `${S}platform/files/index.ts`)).toBeNull();
    expect(rule(`${S}modules/health/exams/exam-import.ts`, `${S}platform/files/storage/local-storage.ts`)).toBe('platform-internals');
    expect(rule(`${S}modules/health/exams/exam-import.test.ts`, `${S}platform/files/testing.ts`)).toBeNull();
    // the platform's own areas may share their insides
    expect(rule(`${S}platform/workbook/sheet.ts`, `${S}platform/files/storage/local-storage.ts`)).toBeNull();
  });

  it('keeps demo data out of running code, but lets an index register its seeder', () => {
    expect(rule(`${S}modules/health/alerts/alert-scan.ts`, `${S}modules/health/alerts/alerts-demo.ts`)).toBe('demo-in-production');
    expect(rule(`${S}modules/health/index.ts`, `${S}modules/health/alerts/alerts-demo.ts`)).toBeNull();
    expect(rule(`${S}modules/health/care/care-demo.ts`, `${S}modules/health/alerts/alerts-demo.ts`)).toBeNull();
  });

  it('admits packages/shared into an app through its package name only, and never an app into it', () => {
    expect(rule(`${W}api/request.ts`, 'packages/shared/src/index.ts', true)).toBeNull();
    expect(rule(`${W}api/request.ts`, 'packages/shared/src/index.ts')).toBe('relative-into-package');
    expect(rule('packages/shared/src/format.ts', `${W}api/request.ts`)).toBe('outside-project');
    expect(rule(`${W}api/request.ts`, `${S}app.ts`)).toBe('outside-project');
  });
});
