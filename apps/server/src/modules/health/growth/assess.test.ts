import fs from 'node:fs';
import path from 'node:path';
import { GROWTH_CUTOFFS } from '@kg/shared/modules/health/growth/growth-schemas';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { type Assessment, assess, classify } from './assess.ts';
import { buildTables } from './lms-tables.ts';

// The engine reads the WHO tables as growth_lms holds them; here straight from the shipped file.
const file = fs.readFileSync(path.join(loadConfig({}).referenceDir, 'growth/who-lms.csv'), 'utf8');
const csv = file
  .trim()
  .split('\n')
  .map((line) => line.trim().split(','));
const tables = buildTables(
  csv.slice(1).map(([reference, sex, measure, by, x, l, m, s]) => ({ reference, sex, measure, by, x: +x, l: +l, m: +m, s: +s })),
);

/**
 * The value at k SD of a published LMS row: WHO's SDk = M·(1 + L·S·k)^(1/L), the formula its
 * z-score tables (SD3neg…SD3 columns) are printed from. A measurement equal to it has z = k.
 */
const sd = ([L, M, S]: Lms, k: number) => M * (1 + L * S * k) ** (1 / L);
type Lms = [L: number, M: number, S: number];

// Published L, M, S at exact table points (WHO Child Growth Standards 2006, expanded tables by day;
// WHO Growth Reference 2007, tables by month: 1857 d = 61 mo, 2192 d = 72 mo, 2557 d = 84 mo).
const WFA_M_731: Lms = [-0.0137, 12.1548, 0.11427]; // wfa-boys-zscore-expanded-tables, day 731
const WFA_F_1096: Lms = [-0.3201, 13.8518, 0.1292]; // wfa-girls-zscore-expanded-tables, day 1096
const WFA_F_1826: Lms = [-0.3518, 18.2179, 0.14821]; // wfa-girls-zscore-expanded-tables, day 1826
const HFA_M_1461: Lms = [1, 103.3273, 0.04059]; // lhfa-boys-zscore-expanded-tables, day 1461
const HFA_F_1826: Lms = [1, 109.4189, 0.04346]; // lhfa-girls-zscore-expanded-tables, day 1826
const HFA_M_1096: Lms = [1, 96.0889, 0.03858]; // lhfa-boys-zscore-expanded-tables, day 1096
const LFA_F_700: Lms = [1, 85.5184, 0.03711]; // lhfa-girls-zscore-expanded-tables, day 700 (length)
const BFA_M_1096: Lms = [-0.31, 15.5986, 0.07931]; // bfa-boys-zscore-expanded-tables, day 1096
const BFA_F_1461: Lms = [-0.5684, 15.2602, 0.09168]; // bfa-girls-zscore-expanded-tables, day 1461
const WFH_M_100: Lms = [-0.3521, 15.3576, 0.08229]; // wfh-boys-zscore-expanded-tables, 100.0 cm
const WFH_F_95: Lms = [-0.3833, 13.8914, 0.08975]; // wfh-girls-zscore-expanded-tables, 95.0 cm
const WFH_F_110: Lms = [-0.3833, 18.6043, 0.09428]; // wfh-girls-zscore-expanded-tables, 110.0 cm
const WFL_F_85: Lms = [-0.3833, 11.2198, 0.08898]; // wfl-girls-zscore-expanded-tables, 85.0 cm
const WFA07_M_72: Lms = [-0.318, 20.5137, 0.13372]; // wfa-boys-z-who-2007-exp, month 72
const WFA07_F_84: Lms = [-0.5347, 22.374, 0.15556]; // wfa-girls-z-who-2007-exp, month 84
const HFA07_M_61: Lms = [1, 110.2647, 0.04164]; // hfa-boys-z-who-2007-exp, month 61
const HFA07_F_84: Lms = [1, 120.8105, 0.04525]; // hfa-girls-z-who-2007-exp, month 84
const BFA07_M_84: Lms = [-1.246, 15.4832, 0.09068]; // bmi-boys-z-who-2007-exp, month 84
const BFA07_F_72: Lms = [-1.0794, 15.2697, 0.10195]; // bmi-girls-z-who-2007-exp, month 72

/** Weight giving a BMI at k SD for a given height. */
const bmiWeight = (lms: Lms, k: number, heightCm: number) => sd(lms, k) * (heightCm / 100) ** 2;

type Case = [name: string, m: Parameters<typeof assess>[1], indicator: keyof Assessment, z: number];
const CASES: Case[] = [
  ['boy 2 y weight at −2 SD', { sex: 'M', ageDays: 731, heightCm: null, weightKg: sd(WFA_M_731, -2) }, 'waz', -2],
  ['boy 2 y weight at +1 SD', { sex: 'M', ageDays: 731, heightCm: null, weightKg: sd(WFA_M_731, 1) }, 'waz', 1],
  ['girl 3 y weight at +3 SD', { sex: 'F', ageDays: 1096, heightCm: null, weightKg: sd(WFA_F_1096, 3) }, 'waz', 3],
  ['girl 3 y weight at −3 SD', { sex: 'F', ageDays: 1096, heightCm: null, weightKg: sd(WFA_F_1096, -3) }, 'waz', -3],
  ['girl 5 y weight at −3 SD', { sex: 'F', ageDays: 1826, heightCm: null, weightKg: sd(WFA_F_1826, -3) }, 'waz', -3],
  ['boy 4 y height at −2 SD', { sex: 'M', ageDays: 1461, heightCm: sd(HFA_M_1461, -2), weightKg: null }, 'haz', -2],
  ['boy 4 y height at +2 SD', { sex: 'M', ageDays: 1461, heightCm: sd(HFA_M_1461, 2), weightKg: null }, 'haz', 2],
  ['girl 5 y height at +1 SD', { sex: 'F', ageDays: 1826, heightCm: sd(HFA_F_1826, 1), weightKg: null }, 'haz', 1],
  ['girl 5 y height at −1 SD', { sex: 'F', ageDays: 1826, heightCm: sd(HFA_F_1826, -1), weightKg: null }, 'haz', -1],
  ['boy 3 y BMI at +2 SD', { sex: 'M', ageDays: 1096, heightCm: 96.0889, weightKg: bmiWeight(BFA_M_1096, 2, 96.0889) }, 'baz', 2],
  ['girl 4 y BMI at −3 SD', { sex: 'F', ageDays: 1461, heightCm: 100, weightKg: bmiWeight(BFA_F_1461, -3, 100) }, 'baz', -3],
  ['boy 100 cm weight at −2 SD', { sex: 'M', ageDays: 1200, heightCm: 100, weightKg: sd(WFH_M_100, -2) }, 'whz', -2],
  ['girl 95 cm weight at +3 SD', { sex: 'F', ageDays: 1500, heightCm: 95, weightKg: sd(WFH_F_95, 3) }, 'whz', 3],
  ['girl 110 cm weight at −1 SD', { sex: 'F', ageDays: 1800, heightCm: 110, weightKg: sd(WFH_F_110, -1) }, 'whz', -1],
  ['boy 6 y weight at +2 SD', { sex: 'M', ageDays: 2192, heightCm: null, weightKg: sd(WFA07_M_72, 2) }, 'waz', 2],
  ['boy 6 y weight at −2 SD', { sex: 'M', ageDays: 2192, heightCm: null, weightKg: sd(WFA07_M_72, -2) }, 'waz', -2],
  ['girl 7 y weight at +1 SD', { sex: 'F', ageDays: 2557, heightCm: null, weightKg: sd(WFA07_F_84, 1) }, 'waz', 1],
  ['boy 61 mo height at +2 SD', { sex: 'M', ageDays: 1857, heightCm: sd(HFA07_M_61, 2), weightKg: null }, 'haz', 2],
  ['girl 7 y height at −2 SD', { sex: 'F', ageDays: 2557, heightCm: sd(HFA07_F_84, -2), weightKg: null }, 'haz', -2],
  ['girl 7 y height at +3 SD', { sex: 'F', ageDays: 2557, heightCm: sd(HFA07_F_84, 3), weightKg: null }, 'haz', 3],
  ['boy 7 y BMI at +1 SD', { sex: 'M', ageDays: 2557, heightCm: 120, weightKg: bmiWeight(BFA07_M_84, 1, 120) }, 'baz', 1],
  ['boy 7 y BMI at +2 SD', { sex: 'M', ageDays: 2557, heightCm: 120, weightKg: bmiWeight(BFA07_M_84, 2, 120) }, 'baz', 2],
  ['girl 6 y BMI at −3 SD', { sex: 'F', ageDays: 2192, heightCm: 115, weightKg: bmiWeight(BFA07_F_72, -3, 115) }, 'baz', -3],
  ['boy 3 y median height', { sex: 'M', ageDays: 1096, heightCm: HFA_M_1096[1], weightKg: null }, 'haz', 0],
];

describe('growth z-scores against WHO tables', () => {
  it.each(CASES)('%s', (_, m, indicator, z) => {
    const got = assess(tables, m)[indicator] as number;
    expect(Math.abs(got - z)).toBeLessThanOrEqual(0.01);
  });

  it('restricts the tails of weight-based indicators to the SD2–SD3 distance, not those of height', () => {
    const [sd2, sd3] = [sd(WFA_M_731, 2), sd(WFA_M_731, 3)];
    const heavy = assess(tables, { sex: 'M', ageDays: 731, heightCm: null, weightKg: sd3 + 0.5 * (sd3 - sd2) });
    expect(heavy.waz).toBe(3.5);
    const [n2, n3] = [sd(WFA_M_731, -2), sd(WFA_M_731, -3)];
    const light = assess(tables, { sex: 'M', ageDays: 731, heightCm: null, weightKg: n3 - 0.25 * (n2 - n3) });
    expect(light.waz).toBe(-3.25);
    // height keeps the plain LMS z: 4 SD below the median is −4, not a restricted figure
    const short = assess(tables, { sex: 'M', ageDays: 1461, heightCm: sd(HFA_M_1461, -4), weightKg: null });
    expect(short.haz).toBe(-4);
  });

  it('reads length tables under two years from a standing height plus 0.7 cm, height tables from 731 days', () => {
    const standing = { position: 'standing' } as const;
    const young = assess(tables, { sex: 'F', ageDays: 700, heightCm: sd(LFA_F_700, 2) - 0.7, weightKg: sd(WFL_F_85, -2), ...standing });
    expect(young.haz).toBe(2);
    const infant = assess(tables, { sex: 'F', ageDays: 700, heightCm: 84.3, weightKg: sd(WFL_F_85, -2), ...standing });
    expect(infant.whz).toBe(-2);
    // the median standing height at 731 days (87.1303) is the median length the day before (87.8018) less 0.7 cm
    expect(assess(tables, { sex: 'M', ageDays: 731, heightCm: 87.1303, weightKg: null }).haz).toBe(0);
    expect(assess(tables, { sex: 'M', ageDays: 730, heightCm: 87.8018 - 0.7, weightKg: null, ...standing }).haz).toBe(0);
  });

  it('takes a length under two years as measured lying, unless the record says standing', () => {
    // WHO's default: under 731 days a child is measured lying, which is what the length tables expect
    expect(assess(tables, { sex: 'F', ageDays: 700, heightCm: sd(LFA_F_700, 2), weightKg: null }).haz).toBe(2);
    expect(assess(tables, { sex: 'F', ageDays: 700, heightCm: sd(LFA_F_700, 2), weightKg: null, position: 'lying' }).haz).toBe(2);
  });

  it('gives no value out of a table, never a guess', () => {
    const short = assess(tables, { sex: 'M', ageDays: 1000, heightCm: 64, weightKg: 7 });
    expect(short.whz).toBeNull();
    expect(short.waz).not.toBeNull();
    const old = assess(tables, { sex: 'F', ageDays: 4000, heightCm: 140, weightKg: 35 });
    expect([old.waz, old.haz, old.baz, old.whz]).toEqual([null, null, null, null]);
    expect(assess(tables, { sex: 'F', ageDays: 1500, heightCm: null, weightKg: null }).statuses).toEqual([]);
  });
});

/**
 * WHO's conversion and oedema rule, checked against values computed here from WHO's published LMS
 * (expanded tables) with WHO's own z formula, independently of the engine. A boy of exactly two
 * years (731 days) measured lying at 88.0 cm is assessed on 87.3 cm, as WHO Anthro does.
 */
describe('lying length from two years and oedema, as WHO computes them', () => {
  const HFA_M_731: Lms = [1, 87.1303, 0.03508]; // lhfa-boys-zscore-expanded-tables, day 731 (height)
  const WFH_M_873: Lms = [-0.3521, 12.2382, 0.08082]; // wfh-boys-zscore-expanded-tables, 87.3 cm
  const BFA_M_731: Lms = [-0.6187, 16.0189, 0.07785]; // bfa-boys-zscore-expanded-tables, day 731
  const HFA_F_1096: Lms = [1, 95.0572, 0.04007]; // lhfa-girls-zscore-expanded-tables, day 1096
  /** WHO's z (inside ±3 SD, so no tail restriction applies to these figures). */
  const who = ([L, M, S]: Lms, y: number) => ((y / M) ** L - 1) / (L * S);
  const boy = { sex: 'M', ageDays: 731, heightCm: 88.0, weightKg: 12.9 } as const;

  it('subtracts 0.7 cm from a lying length at two years before height-for-age, weight-for-height and BMI', () => {
    const a = assess(tables, { ...boy, position: 'lying' });
    expect(Math.abs(a.haz! - who(HFA_M_731, 87.3))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(a.whz! - who(WFH_M_873, 12.9))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(a.baz! - who(BFA_M_731, 12.9 / 0.873 ** 2))).toBeLessThanOrEqual(0.01);
    expect(Math.abs(a.waz! - who(WFA_M_731, 12.9))).toBeLessThanOrEqual(0.01);
    // on the uncorrected 88.0 cm height-for-age would read 0.28 instead of 0.06
    expect(a.haz).toBe(0.06);
    // the same reading taken standing is a different child: 0.7 cm taller
    const standing = assess(tables, { ...boy, position: 'standing' });
    expect(Math.abs(standing.haz! - who(HFA_M_731, 88.0))).toBeLessThanOrEqual(0.01);
    expect(assess(tables, boy).haz).toBe(standing.haz);
  });

  it('gives no weight-based z-score with oedema, only height-for-age, and no weight-based status', () => {
    const light = { sex: 'F', ageDays: 1096, heightCm: 86, weightKg: sd(WFA_F_1096, -3.5) } as const;
    expect(assess(tables, light).statuses).toEqual(['severeUnderweight', 'stunting', 'wasting']);
    const a = assess(tables, { ...light, oedema: true });
    expect([a.waz, a.whz, a.baz]).toEqual([null, null, null]);
    expect(Math.abs(a.haz! - who(HFA_F_1096, 86))).toBeLessThanOrEqual(0.01);
    expect(a.statuses).toEqual(['stunting']);
  });
});

describe('the five-year boundary', () => {
  it('reads weight-for-height to 1,856 days and BMI-for-age alone after, with the older cut-offs', () => {
    const lastDay = assess(tables, { sex: 'M', ageDays: 1856, heightCm: 100, weightKg: sd(WFH_M_100, 1.5) });
    expect(lastDay.whz).toBe(1.5);
    expect(lastDay.statuses).not.toContain('overweight');
    const BFA07_M_61: Lms = [-0.7387, 15.2641, 0.0839]; // bmi-boys-z-who-2007-exp, month 61
    const next = assess(tables, { sex: 'M', ageDays: 1857, heightCm: 110, weightKg: bmiWeight(BFA07_M_61, 1.5, 110) });
    expect(next.whz).toBeNull();
    expect(next.baz).toBe(1.5);
    expect(next.statuses).toEqual(['overweight']);
  });
});

describe('classification', () => {
  const zs = (z: Partial<Record<'waz' | 'haz' | 'whz' | 'baz', number>>) => ({ waz: null, haz: null, whz: null, baz: null, ...z });
  it('carries the severe status instead of the plain one', () => {
    expect(classify(1000, zs({ waz: -3.01, haz: -2.5, whz: -2.01 }))).toEqual(['severeUnderweight', 'stunting', 'wasting']);
    expect(classify(1000, zs({ haz: -3.2, whz: -3.5 }))).toEqual(['severeStunting', 'severeWasting']);
    expect(classify(1000, zs({ waz: -2, haz: -2, whz: -2 }))).toEqual([]);
  });
  it('under five: overweight above +2 and obesity above +3 of weight-for-height, BMI standing in without it', () => {
    expect(classify(1500, zs({ whz: 2.5, baz: 1 }))).toEqual(['overweight']);
    expect(classify(1500, zs({ whz: 3.1 }))).toEqual(['obesity']);
    expect(classify(1500, zs({ baz: 2.1 }))).toEqual(['overweight']);
    expect(classify(1500, zs({ whz: 1.9, baz: 2.5 }))).toEqual([]);
  });
  it('agrees with the cut-off table the standard page shows', () => {
    for (const c of GROWTH_CUTOFFS) {
      const age = c.ages === 'from5' ? 2000 : 1500;
      const z = c.below !== undefined ? c.below - 0.01 : c.above! + 0.01;
      expect(classify(age, zs({ [c.indicator]: z }))).toEqual([c.status]);
    }
  });
  it('from five: BMI-for-age above +1 overweight, above +2 obesity', () => {
    expect(classify(2000, zs({ baz: 1.01 }))).toEqual(['overweight']);
    expect(classify(2000, zs({ baz: 2.01 }))).toEqual(['obesity']);
    expect(classify(2000, zs({ baz: 1 }))).toEqual([]);
  });
});
