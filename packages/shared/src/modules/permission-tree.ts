import { InstitutionType } from '../constants.ts';
import { CODE_AREAS, type CodeArea, PAGE_CODE_LABELS } from '../page-code-labels.ts';
import { MODULES } from './index.ts';
import type { CodeLabel, ModuleDecl } from './module.ts';
import { ALL_SCHOOL_CODES } from './school-codes.ts';
import type { PageDecl } from './types.ts';

export interface Label {
  zh: string;
  en: string;
}

/** One code in the tree: its label in both languages. */
export interface CodeLeaf {
  code: string;
  label: Label;
}

/**
 * A page with the codes that open it and act on it. `title` is the page's i18n key (menu
 * title); `label`, for pages of an area no module declares yet, is its text.
 */
export interface PageBranch {
  name: string;
  title?: string;
  label?: Label;
  codes: CodeLeaf[];
}

export interface SectionBranch {
  name: string;
  title?: string;
  label?: Label;
  pages: PageBranch[];
}

/** Every label: the spec's page codes first, each module's own declaration over them. */
export function codeLabels(modules: readonly ModuleDecl[] = MODULES): Map<string, CodeLabel> {
  const labels = new Map<string, CodeLabel>(Object.entries(PAGE_CODE_LABELS).map(([c, l]) => [c, { zh: l.zh, en: l.en }]));
  for (const m of modules) for (const [code, l] of Object.entries(m.codeLabels ?? {})) labels.set(code, l);
  return labels;
}

const flatten = (p: PageDecl): PageDecl[] => [p, ...(p.children ?? []).flatMap(flatten)];

/**
 * Section → page → codes, from the module declarations: a page's own codes are those it lists
 * first (a code lives on the first page listing it), an action code lives on the page its label
 * names. Spec page codes no declared page lists yet stand under their area. Each code once.
 */
export function buildPermissionTree(
  modules: readonly ModuleDecl[] = MODULES,
  codes: readonly string[] = ALL_SCHOOL_CODES,
): SectionBranch[] {
  const labels = codeLabels(modules);
  const wanted = new Set(codes);
  const placed = new Set<string>();
  const leaf = (code: string): CodeLeaf => {
    const l = labels.get(code);
    return { code, label: l ? { zh: l.zh, en: l.en } : { zh: code, en: code } };
  };
  const actionsOf = new Map<string, string[]>();
  for (const [code, l] of labels) if (l.page && wanted.has(code)) actionsOf.set(l.page, [...(actionsOf.get(l.page) ?? []), code]);

  const sections = modules
    .flatMap((m) => m.sections)
    .filter((s) => s.institutionTypes.includes(InstitutionType.school))
    .sort((a, b) => (a.order ?? 50) - (b.order ?? 50));
  const tree: SectionBranch[] = [];
  for (const s of sections) {
    const pages: PageBranch[] = [];
    // a menu group's codes read best on its first page (the list it opens on)
    const inherited = new Map<string, readonly string[]>();
    for (const p of flatten(s)) {
      const listed = [...(inherited.get(p.name) ?? []), ...(p.permissions ?? [])];
      if (p !== s && p.children?.length) {
        inherited.set(p.children[0].name, listed);
        continue;
      }
      const own = [...listed, ...(actionsOf.get(p.name) ?? [])].filter(
        (c) => wanted.has(c) && !placed.has(c) && (labels.get(c)?.page ?? p.name) === p.name,
      );
      for (const c of own) placed.add(c);
      if (own.length > 0) pages.push({ name: p.name, title: p.title, codes: [...new Set(own)].map(leaf) });
    }
    if (pages.length > 0) tree.push({ name: s.name, title: s.title, pages });
  }
  const areas = new Map<CodeArea, PageBranch[]>();
  for (const [code, l] of Object.entries(PAGE_CODE_LABELS)) {
    if (!wanted.has(code) || placed.has(code)) continue;
    placed.add(code);
    areas.set(l.area, [...(areas.get(l.area) ?? []), { name: `code:${code}`, label: { zh: l.zh, en: l.en }, codes: [leaf(code)] }]);
  }
  for (const [area, pages] of areas) tree.push({ name: `area:${area}`, label: CODE_AREAS[area], pages });
  return tree;
}

/** Every code of a tree, in tree order. */
export const treeCodes = (tree: readonly SectionBranch[]): string[] =>
  tree.flatMap((s) => s.pages.flatMap((p) => p.codes.map((c) => c.code)));
