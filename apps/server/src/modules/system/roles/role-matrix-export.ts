import { buildPermissionTree } from '@kg/shared/modules/permission-tree';
import type { FastifyReply } from 'fastify';
import { exportWorkbook, type WorkbookColumn } from '../../../platform/workbook/index.ts';

type Lang = 'zh' | 'en';
interface MatrixRole {
  id: number;
  name: string;
  codes: string[];
}

/**
 * The catalogue as a workbook: one row per code in tree order (section, page, action, code), one
 * column per role with ✓ where the role holds the code. Section and page read as their own
 * codes' labels: the menu titles live in the web's translations, the labels beside the codes.
 */
export function exportRoleMatrix(reply: FastifyReply, roles: readonly MatrixRole[], lang: Lang) {
  const tree = buildPermissionTree();
  const pick = (l: { zh: string; en: string }) => l[lang];
  const rows = tree.flatMap((s) => {
    const section = s.label ? pick(s.label) : pick(s.pages[0].codes[0].label);
    return s.pages.flatMap((p) => {
      const page = p.label ? pick(p.label) : pick(p.codes[0].label);
      return p.codes.map((c) => {
        const cells: Record<string, unknown> = { section, page, action: pick(c.label), code: c.code };
        for (const r of roles) cells[`r${r.id}`] = r.codes.includes(c.code) ? '✓' : '';
        return cells;
      });
    });
  });
  const columns: WorkbookColumn[] = [
    { key: 'section', header: '模块', headerEn: 'Section', width: 16 },
    { key: 'page', header: '页面', headerEn: 'Page', width: 20 },
    { key: 'action', header: '权限', headerEn: 'Permission', width: 24 },
    { key: 'code', header: '权限码', headerEn: 'Code', width: 36 },
    ...roles.map((r) => ({ key: `r${r.id}`, header: r.name, width: 12 })),
  ];
  const fileName = lang === 'en' ? 'role-permissions.xlsx' : '角色权限矩阵.xlsx';
  return exportWorkbook(reply, { fileName, columns, rows, sheetName: lang === 'en' ? 'Permissions' : '权限', lang });
}
