import { describe, expect, it } from 'vitest';
import { textOf, textWidth } from './text-width.ts';

/** A component that works its text out inside. */
const Own = () => null;
/** A link given its text as a prop, as some pages' row actions are. */
const Labelled = (_: { label: string }) => null;

describe('text width', () => {
  it('counts a Chinese character as a full em and Latin letters and digits as less', () => {
    expect(textWidth('幼儿姓名')).toBe(56);
    expect(textWidth('Name')).toBeLessThan(textWidth('幼儿姓名'));
    expect(textWidth('2014-09-01')).toBeGreaterThan(70);
    expect(textWidth('139****0003')).toBeLessThan(textWidth('13900000003'));
  });

  it('reads the text of elements, arrays and a label prop, not of components that compute it', () => {
    expect(textOf(['a', 1, null, false, <b key="b">c</b>])).toBe('a1c');
    expect(textOf(<Labelled label="x" />)).toBe('x');
    expect(textOf(<Own />)).toBe('');
  });
});
