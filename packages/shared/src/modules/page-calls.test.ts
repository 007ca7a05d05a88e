import { describe, expect, it } from 'vitest';
import { codesOf } from '../contract/access.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import { MODULES, SECTIONS } from './index.ts';
import type { PageDecl } from './types.ts';

/** Each leaf page with the code sets of its menu levels (a user holds one code of every set). */
function leaves(pages: readonly PageDecl[], above: (readonly string[])[] = []): { page: PageDecl; levels: (readonly string[])[] }[] {
  return pages.flatMap((p) => {
    const levels = p.permissions?.length ? [...above, p.permissions] : above;
    return p.children?.length ? leaves(p.children, levels) : [{ page: p, levels }];
  });
}

/** Whoever may open a page with these levels may make the call. */
function mayCall(levels: readonly (readonly string[])[], e: Endpoint): boolean {
  if (e.access === 'public') return true;
  const codes = codesOf(e.access);
  return codes.length === 0 || levels.some((level) => level.every((c) => codes.includes(c)));
}

describe('pages and the endpoints they call', () => {
  it('lets everyone who may open a page make every call the page makes', () => {
    const refused: string[] = [];
    for (const section of SECTIONS) {
      for (const { page, levels } of leaves([section])) {
        for (const e of page.calls ?? [])
          if (!mayCall(levels, e)) refused.push(`${page.path} → ${e.path} (${codesOf(e.access).join(' | ')})`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('calls only endpoints its module declares', () => {
    const declared = new Set(MODULES.flatMap((m) => m.endpoints.map((e) => e.path)));
    const stray = SECTIONS.flatMap((s) => leaves([s]).flatMap(({ page }) => (page.calls ?? []).filter((e) => !declared.has(e.path))));
    expect(stray.map((e) => e.path)).toEqual([]);
  });

  it('finds a page whose codes the call does not accept', () => {
    const e = { path: '/x', access: { codes: ['a'] } } as unknown as Endpoint;
    expect(mayCall([['page'], ['a', 'b']], e)).toBe(false);
    expect(mayCall([['page'], ['a']], e)).toBe(true);
  });
});
