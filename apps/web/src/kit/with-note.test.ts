import { afterAll, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { joinClauses, joinList, withNote } from './with-note.ts';

describe('a name with its note', () => {
  afterAll(() => i18n.changeLanguage('zh'));

  it('uses full-width brackets in Chinese and plain ones with a space in English', async () => {
    await i18n.changeLanguage('zh');
    expect(withNote('林珍', '妈妈')).toBe('林珍（妈妈）');
    await i18n.changeLanguage('en');
    expect(withNote('林珍', 'Mother')).toBe('林珍 (Mother)');
  });

  it('shows the name alone without a note', () => {
    expect(withNote('林珍', '')).toBe('林珍');
    expect(withNote('林珍', null)).toBe('林珍');
  });

  it('joins lists and clauses as each language writes them', async () => {
    await i18n.changeLanguage('zh');
    expect(joinList(['牛奶', '鸡蛋'])).toBe('牛奶、鸡蛋');
    expect(joinClauses(['甲 1片', '乙 2片'])).toBe('甲 1片；乙 2片');
    await i18n.changeLanguage('en');
    expect(joinList(['Milk', 'Egg'])).toBe('Milk, Egg');
    expect(joinClauses(['A 1 tablet', 'B 2 tablets'])).toBe('A 1 tablet; B 2 tablets');
  });
});
