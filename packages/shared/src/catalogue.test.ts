import { describe, expect, it } from 'vitest';
import { CERTIFICATES_BY_POST, NATIONS, POST_TYPES } from './catalogs.ts';
import { ERRORS } from './errors.ts';
import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES } from './modules/school-codes.ts';
import { PAGE_CODES, REGULATOR_VIEW_CODES } from './permissions.ts';

describe('catalogues', () => {
  it('gives every error code an HTTP status and both languages', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z-]+-\d{4}$/);
      expect(def.zh.length, code).toBeGreaterThan(0);
      expect(def.en.length, code).toBeGreaterThan(0);
      expect(def.status).toBeGreaterThanOrEqual(200);
    }
  });
  it('keeps the spec page codes verbatim and unique', () => {
    const codes = Object.values(PAGE_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('student-manage');
    expect(codes).toContain('bp_basic');
  });
  it('grants roles only codes that exist', () => {
    for (const codes of [...Object.values(BUILTIN_ROLE_CODES), REGULATOR_VIEW_CODES]) {
      for (const c of codes) expect(ALL_SCHOOL_CODES).toContain(c);
    }
  });
  it('lists all 56 ethnic groups and a certificate list for every post type', () => {
    expect(NATIONS).toHaveLength(56);
    expect(new Set(NATIONS.map((n) => n.label)).size).toBe(56);
    for (const p of POST_TYPES) expect(CERTIFICATES_BY_POST[p.value]?.length, p.label).toBeGreaterThan(0);
  });
});
