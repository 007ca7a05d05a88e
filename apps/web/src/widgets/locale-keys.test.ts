import { describe, expect, it } from 'vitest';
import { buildResources } from '../i18n/index.ts';

// every literal t('widgets.…') key of the widget sources exists in zh and en
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

type Tree = { [key: string]: string | Tree };
const lookup = (t: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), t);

describe('widget texts', () => {
  it('has every key the widgets use in Chinese and English', async () => {
    const { zh, en } = await buildResources();
    const used = new Set(Object.values(sources).flatMap((src) => [...src.matchAll(/['"`](widgets\.[\w.]+)['"`]/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) {
      expect(typeof lookup(zh, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });
});
