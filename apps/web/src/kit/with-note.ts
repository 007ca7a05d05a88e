import i18n from '../i18n/index.ts';

/**
 * A name with its note in brackets (a guardian's relation, a staff member's post, a child's
 * class), bracketed as the interface language writes them: 林珍（妈妈） in Chinese, Lin Zhen
 * (Mother) in English.
 */
export const withNote = (name: string, note?: string | null): string => (note ? i18n.t('common.withNote', { name, note }) : name);

/** Items of a list joined as the interface language writes them: 甲、乙 in Chinese, A, B in English. */
export const joinList = (items: readonly string[]): string => items.join(i18n.t('common.listSep'));

/** Clauses joined as the interface language writes them: 甲；乙 in Chinese, A; B in English. */
export const joinClauses = (items: readonly string[]): string => items.join(i18n.t('common.clauseSep'));
