import { MODULE_CONTRACTS } from '@kg/shared/modules/contracts';
import { AUDIT_ACTOR_MODULES, AUDITED_TABLES, NOTICE_SOURCES, OUTBOX_PROVIDERS } from '@kg/shared/modules/platform/display-values';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { recordLabel } from './audit/audit-api.ts';

const LANGUAGES = ['zh', 'en'] as const;
/** Keys a language lacks: a missing label would show the stored code to a person. */
const missing = (keys: string[]) =>
  LANGUAGES.flatMap((lng) => keys.filter((k) => !i18n.exists(k, { lng, fallbackLng: false })).map((k) => `${lng}: ${k}`));

describe('every stored code a person reads has a label in Chinese and English', () => {
  it('notice sources (bell, notices, outbox) and outbox providers', () => {
    expect(missing(NOTICE_SOURCES.map((s) => `notices.sources.${s}`))).toEqual([]);
    expect(missing(OUTBOX_PROVIDERS.map((p) => `notices.outbox.providers.${p}`))).toEqual([]);
  });

  it('the audit trail’s modules, record types and the fields that make up a record number', () => {
    const modules = [...MODULE_CONTRACTS.map((m) => m.name), ...AUDIT_ACTOR_MODULES];
    expect(missing(modules.map((m) => `audit.modules.${m}`))).toEqual([]);
    expect(missing(Object.keys(AUDITED_TABLES).map((t) => `audit.tables.${t}`))).toEqual([]);
    const keys = [...new Set(Object.values(AUDITED_TABLES).flat())];
    expect(missing(keys.map((k) => `audit.columns.${k}`))).toEqual([]);
  });

  it('a record number of several keys reads as its named parts', () => {
    const en = i18n.getFixedT('en');
    expect(recordLabel(en, 'inspect_records', '2026-11-28,2,3')).toBe('Day 2026-11-28, Slot Noon, Child 3');
    expect(recordLabel(i18n.getFixedT('zh'), 'inspect_records', '2026-11-28,2,3')).toBe('日期 2026-11-28，时段 午检，幼儿 3');
    expect(recordLabel(en, 'students', '42')).toBe('42');
  });
});
