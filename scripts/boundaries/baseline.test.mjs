import { describe, expect, it } from 'vitest';
import { compare, followRenames } from './baseline.mjs';

describe('the baseline ratchet', () => {
  const baseline = { violations: ['a → b', 'c → d'], circles: [['x', 'y', 'z']] };

  it('tells new findings from known ones and from entries that no longer occur', () => {
    const found = compare(baseline, { violations: ['a → b', 'e → f'], circles: [['x', 'y', 'z']] });
    expect(found).toEqual({ newViolations: ['e → f'], goneViolations: ['c → d'], newCircles: [], goneCircles: [] });
  });

  it('knows a circle that shrank or split, asks for its old entry to go, and calls a grown one new', () => {
    const shrunk = compare(baseline, {
      violations: baseline.violations,
      circles: [
        ['x', 'y'],
        ['z', 'w'],
      ],
    });
    expect(shrunk.newCircles).toEqual([]);
    expect(shrunk.goneCircles).toEqual([['x', 'y', 'z']]);
    const grown = compare(baseline, { violations: baseline.violations, circles: [['w', 'x', 'y', 'z']] });
    expect(grown.newCircles).toEqual([['w', 'x', 'y', 'z']]);
    expect(compare(baseline, { violations: baseline.violations, circles: [['p', 'q']] }).newCircles).toEqual([['p', 'q']]);
  });

  it('follows a file git saw move, in violations and circles alike', () => {
    const moved = followRenames(
      baseline,
      new Map([
        ['b', 'platform/b'],
        ['y', 'a-y'],
      ]),
    );
    expect(moved).toEqual({ violations: ['a → platform/b', 'c → d'], circles: [['a-y', 'x', 'z']] });
  });
});
