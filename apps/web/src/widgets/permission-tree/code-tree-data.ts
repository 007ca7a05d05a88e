/** A permission tree as shared declares it and the server answers it: sections → pages → codes. */
export interface TreeLabel {
  zh: string;
  en: string;
}
export interface CodeBranches {
  name: string;
  title?: string;
  label?: TreeLabel;
  pages: { name: string; title?: string; label?: TreeLabel; codes: { code: string; label: TreeLabel }[] }[];
}

/** A branch's text: its menu title key where a page declares one, else its label. */
export type BranchText = (b: { title?: string; label?: TreeLabel }) => string;

const has = (text: string, term: string) => text.toLowerCase().includes(term);

/**
 * The part of the tree a search keeps: a section or page whose name matches keeps all it holds,
 * otherwise only the codes whose label (either language) or code matches, with their branches.
 */
export function filterTree<T extends CodeBranches>(tree: readonly T[], search: string, text: BranchText): T[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...tree];
  const out: T[] = [];
  for (const s of tree) {
    if (has(text(s), term)) {
      out.push(s);
      continue;
    }
    const pages = s.pages.flatMap((p) => {
      if (has(text(p), term)) return [p];
      const codes = p.codes.filter((c) => has(c.code, term) || has(c.label.zh, term) || has(c.label.en, term));
      return codes.length ? [{ ...p, codes }] : [];
    });
    if (pages.length) out.push({ ...s, pages });
  }
  return out;
}

export const sectionKey = (s: { name: string }) => `section:${s.name}`;
export const pageKey = (s: { name: string }, p: { name: string }) => `page:${s.name}:${p.name}`;

/** Every section and page key: what a search opens. */
export const branchKeys = (tree: readonly CodeBranches[]) => tree.flatMap((s) => [sectionKey(s), ...s.pages.map((p) => pageKey(s, p))]);

export const codesOf = (tree: readonly CodeBranches[]) => tree.flatMap((s) => s.pages.flatMap((p) => p.codes.map((c) => c.code)));

/**
 * The value after a check in the (possibly filtered) tree: codes out of sight and codes the
 * editor may not grant keep their state; the visible grantable ones take the checked state.
 */
export function nextValue(
  value: readonly string[],
  visible: readonly string[],
  checked: readonly string[],
  locked: (code: string) => boolean,
) {
  const shown = new Set(visible.filter((c) => !locked(c)));
  const kept = value.filter((c) => !shown.has(c));
  const taken = checked.filter((c) => shown.has(c));
  return [...new Set([...kept, ...taken])];
}
