import { describe, expect, it } from 'vitest';
import { safeAppPath, safeHttpUrl } from './safe-url.ts';

describe('only http(s) leaves the app', () => {
  it('keeps an absolute http or https address', () => {
    expect(safeHttpUrl('https://ok.example/regulator/index?x=1')).toBe('https://ok.example/regulator/index?x=1');
    expect(safeHttpUrl(' http://ok.example ')).toBe('http://ok.example');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals after a space', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example'],
    ['a backslash host', 'https:\\\\evil.example'],
    ['a tab in the scheme', 'java\tscript:alert(1)'],
    ['credentials in the address', 'https://user:pw@ok.example'],
    ['a relative path', '/desktop/index'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['nothing', ''],
  ])('refuses %s', (_, url) => {
    expect(safeHttpUrl(url)).toBeNull();
  });

  it('takes only paths of this site as in-app targets', () => {
    expect(safeAppPath('/desktop/index?schoolId=1')).toBe('/desktop/index?schoolId=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://ok.example',
      'javascript:alert(1)',
      'desktop',
      null,
    ]) {
      expect(safeAppPath(bad), String(bad)).toBeNull();
    }
  });
});
