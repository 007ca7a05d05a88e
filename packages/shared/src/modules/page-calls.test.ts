import { describe, expect, it } from 'vitest';
import { codesOf } from '../contract/access.ts';
import type { Endpoint } from '../contract/endpoint.ts';
import { MODULE_CONTRACTS } from './contracts.ts';
import { SECTIONS } from './index.ts';
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

const pages = new Map(SECTIONS.flatMap((s) => leaves([s])).map((x) => [x.page.name, x]));

describe('pages and the endpoints they call', () => {
  it('lets everyone who may open a page make every call the page makes on opening', () => {
    const refused: string[] = [];
    for (const contract of MODULE_CONTRACTS) {
      for (const [name, calls] of Object.entries(contract.pageCalls)) {
        const page = pages.get(name);
        if (!page) {
          refused.push(`${name}: no such page`);
          continue;
        }
        for (const e of calls)
          if (!mayCall(page.levels, e)) refused.push(`${page.page.path} → ${e.path} (${codesOf(e.access).join(' | ')})`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("lists only its own module's endpoints as a page's calls", () => {
    for (const contract of MODULE_CONTRACTS) {
      const own = new Set(contract.endpoints);
      for (const calls of Object.values(contract.pageCalls)) for (const e of calls) expect(own.has(e), e.path).toBe(true);
    }
  });

  it('declares each endpoint path once across all modules', () => {
    const seen = new Map<string, number>();
    for (const e of MODULE_CONTRACTS.flatMap((c) => c.endpoints)) {
      for (const m of e.methods) seen.set(`${m} ${e.path}`, (seen.get(`${m} ${e.path}`) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('finds a page whose codes the call does not accept', () => {
    const e = { path: '/x', access: { codes: ['a'] } } as unknown as Endpoint;
    expect(mayCall([['page'], ['a', 'b']], e)).toBe(false);
    expect(mayCall([['page'], ['a']], e)).toBe(true);
  });
});
