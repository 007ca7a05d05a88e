import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { parseJson } from './parse-json.ts';

beforeAll(() => useLanguage('zh'));

describe('JSON parse helper', () => {
  it('parses valid JSON', () => {
    expect(parseJson<{ a: number }>('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('', [])).toEqual([]);
  });

  it('shows 解析数据失败 and returns the fallback on bad JSON', async () => {
    expect(parseJson('{bad', { ok: false })).toEqual({ ok: false });
    // the static toast mounts its own root, which can take a moment under a loaded test run
    await waitFor(() => expect(document.body.textContent).toContain('解析数据失败'), { timeout: 5000 });
  });
});
