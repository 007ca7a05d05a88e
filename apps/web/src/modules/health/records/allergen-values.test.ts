import { describe, expect, it } from 'vitest';
import { categoryChoices, splitWords } from './allergen-values.ts';

describe('allergen form values', () => {
  it('offers each food group before its first category, once, and the categories under it', () => {
    expect(categoryChoices(['乳类及其制品-奶粉', '乳类及其制品-酸奶', '植物油', '坚果种子类-树坚果'])).toEqual([
      { value: '乳类及其制品', label: '乳类及其制品' },
      { value: '乳类及其制品-奶粉', label: '· 奶粉' },
      { value: '乳类及其制品-酸奶', label: '· 酸奶' },
      { value: '植物油', label: '植物油' },
      { value: '坚果种子类', label: '坚果种子类' },
      { value: '坚果种子类-树坚果', label: '· 树坚果' },
    ]);
  });

  it('splits typed words on commas of either width, 、 and spaces, dropping blanks and repeats', () => {
    expect(splitWords(' 桃，油桃,桃、 蟠桃  ')).toEqual(['桃', '油桃', '蟠桃']);
    expect(splitWords('')).toEqual([]);
    expect(splitWords(undefined)).toEqual([]);
  });
});
