import { describe, expect, it } from 'vitest';
import { convertCell } from './cells.ts';

describe('a text cell of any import', () => {
  it('is refused as the row’s problem when it breaks the text rule, like the same text sent to the API', () => {
    expect(convertCell('张\u202E三', 'text')).toEqual({ problem: expect.objectContaining({ en: expect.stringContaining('invisible') }) });
    expect(convertCell('张三\u200B', 'text')).toHaveProperty('problem');
    expect(convertCell('张\u0085三', 'text')).toHaveProperty('problem');
    expect(convertCell({ richText: [{ text: '李\u2066' }, { text: '四' }] } as never, 'text')).toHaveProperty('problem');
  });

  it('keeps ordinary names, with runs of spaces folded', () => {
    expect(convertCell(' 欧阳  娜娜 ', 'text')).toEqual({ value: '欧阳 娜娜' });
  });
});
