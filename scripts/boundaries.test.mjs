import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTree, importsOf, violationsOf } from './boundaries.mjs';

const web = (p) => path.join('/repo/apps/web/src/modules', p);
const server = (p) => path.join('/repo/apps/server/src/modules', p);

describe('module boundaries', () => {
  it("refuses an import into another module's internals", () => {
    const found = violationsOf(web('group/home.page.tsx'), "import { SchoolList } from '../regulator/school-list.tsx';\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 1, specifier: '../regulator/school-list.tsx' });
    expect(found[0].message).toMatch(/'group' reaches into module 'regulator'/);
  });

  it('refuses deep, dynamic and re-exported paths from a nested folder', () => {
    const text = [
      "export { x } from '../../kid-arch/teacher-basic-service.ts';",
      "const m = await import('../../iam/session-service.ts');",
      "import '../../message/sms-codes.ts';",
    ].join('\n');
    expect(violationsOf(server('garden/staff/staff-view.ts'), text).map((v) => v.line)).toEqual([1, 2, 3]);
  });

  it("allows another module's public entry, its own internals and packages", () => {
    const text = [
      "import { UserInfo } from '../account/index.ts';",
      "import { SchoolList } from '../regulator';",
      "import { useAfterSave } from './common/index.ts';",
      "import { Button } from 'antd';",
      "import { request } from '../../api/request.ts';",
    ].join('\n');
    expect(violationsOf(web('group/home.page.tsx'), text)).toEqual([]);
  });

  it("opens a module's test kit to tests only", () => {
    const line = "import { multipartCall } from '../garden/testing.ts';";
    expect(violationsOf(server('kid-arch/picture.test.ts'), line)).toEqual([]);
    expect(violationsOf(server('kid-arch/picture-routes.ts'), line)).toHaveLength(1);
  });

  it('leaves the list that registers every module alone', () => {
    expect(violationsOf(server('index.ts'), "import { loginRoutes } from './iam/login-routes.ts';")).toEqual([]);
  });

  it('reads type-only and multi-line imports', () => {
    const text = "import type {\n  A,\n  B,\n} from '../desktop/item-list.tsx';";
    expect(importsOf(text)).toEqual([{ specifier: '../desktop/item-list.tsx', line: 1 }]);
    expect(violationsOf(web('account/x.tsx'), text)).toHaveLength(1);
  });

  it('finds no violation in this repository', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(checkTree([path.join(root, 'apps/web/src/modules'), path.join(root, 'apps/server/src/modules')])).toEqual([]);
  });
});
