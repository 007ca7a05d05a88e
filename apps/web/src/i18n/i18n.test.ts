import { leafPages, PUBLIC_PAGES, SECTIONS } from '@kg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResources } from './index.ts';

type Tree = { [key: string]: string | Tree };
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const lookup = (t: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), t);

describe('translations', () => {
  let zh: Tree = {};
  let en: Tree = {};
  beforeAll(async () => {
    ({ zh, en } = await buildResources());
  });
  it('has every Chinese key in English and the other way round', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });
  it('leaves no string empty', () => {
    for (const k of keys(zh)) expect(lookup(zh, k), k).not.toBe('');
    for (const k of keys(en)) expect(lookup(en, k), k).not.toBe('');
  });
  it('translates every declared page and section title', () => {
    const titles = [
      ...SECTIONS.map((s) => s.title),
      ...SECTIONS.flatMap((s) => leafPages(s.children ?? []).map((p) => p.title)),
      ...PUBLIC_PAGES.map((p) => p.title),
    ];
    for (const title of titles) {
      expect(typeof lookup(zh, title), title).toBe('string');
      expect(typeof lookup(en, title), title).toBe('string');
    }
  });
});
