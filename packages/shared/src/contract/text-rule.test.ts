import { describe, expect, it } from 'vitest';
import { optionalText, plainText, searchText } from './fields.ts';
import { findTextProblem, stripInvisible, textProblem } from './text-rule.ts';

describe('the text rule', () => {
  it.each([
    ['a lone high surrogate', 'a\uD800b', 'broken'],
    ['a lone low surrogate', '\uDC00', 'broken'],
    ['NUL', 'a\u0000', 'control'],
    ['a C1 control', 'a\u0085', 'control'],
    ['DEL', 'a\u007F', 'control'],
    ['a bidi override', 'invoice\u202Efdp.exe', 'invisible'],
    ['a bidi isolate', '\u2067x', 'invisible'],
    ['a direction mark', 'x\u200F', 'invisible'],
    ['a zero-width space', '张三\u200B', 'invisible'],
    ['a zero-width joiner between letters', '张\u200D三', 'invisible'],
    ['a word joiner', 'a\u2060b', 'invisible'],
    ['a byte-order mark', '\uFEFFa', 'invisible'],
    ['a paragraph separator', 'a\u2029b', 'invisible'],
  ])('refuses %s', (_, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('lets through what people type: Chinese, line breaks, tabs, a surrogate pair, an emoji sequence', () => {
    for (const ok of ['欧阳娜娜', '第一行\r\n第二行\t完', 'O’Brien', '𠀀', '👩‍💻', '👍🏽', '👨‍👩‍👧'])
      expect(textProblem(ok), ok).toBeNull();
  });

  it('strips only the invisible characters, keeping an emoji sequence whole', () => {
    expect(stripInvisible('\u200B张\u202E三\uFEFF')).toBe('张三');
    expect(stripInvisible('👩‍💻')).toBe('👩‍💻');
  });

  it('names the path of the first offending string, in lists, keys and JSON sent inside a string', () => {
    expect(findTextProblem({ a: 'ok', list: [{ name: 'x' }, { name: 'y\u202E' }] })).toEqual({ path: 'list.1.name', problem: 'invisible' });
    expect(findTextProblem({ 'k\u200B': 1 })).toEqual({ path: 'k\u200B', problem: 'invisible' });
    expect(findTextProblem({ form: '[{"label":"\\ud800"}]' })).toEqual({ path: 'form.0.label', problem: 'broken' });
    expect(findTextProblem({ note: '{not json \u0001' })?.path).toBe('note');
    expect(findTextProblem({ a: 1, b: null, c: true, d: ['x'] })).toBeNull();
  });

  it('refuses nesting past the limit instead of walking it, without exhausting the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblem({ v: deep })?.problem).toBe('nested');
  });

  it('strips the named search keys in place and still refuses a lone surrogate there', () => {
    const q = { name: '中\u200B', other: '中' };
    expect(findTextProblem(q, new Set(['name']))).toBeNull();
    expect(q.name).toBe('中');
    expect(findTextProblem({ name: '中\uD800' }, new Set(['name']))?.problem).toBe('broken');
  });

  it('is part of the field helpers, so imports and forms validating with them refuse the same', () => {
    expect(plainText(1, 20).safeParse('张\u202E三').success).toBe(false);
    expect(optionalText(20).safeParse('备注\uD800').success).toBe(false);
    expect(searchText(20).parse('张三\u200B')).toBe('张三');
    expect(plainText(1, 20).parse(' 张三 ')).toBe('张三');
  });
});
