import { isValidElement, type ReactNode } from 'react';

/**
 * The width a text takes at antd's 14 px body font, estimated per character class rather
 * than measured: widths are needed before anything is drawn (column and label sizes), and
 * the same answer in jsdom and every browser keeps the layout testable. The factors lean
 * wide (a system sans-serif with wide digits), since a little spare room costs nothing and
 * too little cuts a phone number or a date.
 */
export function textWidth(text: string, px = 14): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80)
      em += 1; // CJK, kana, hangul, full-width forms
    else if (ch === ' ') em += 0.32;
    else if (/[0-9]/.test(ch)) em += 0.6;
    else if (ch === '*')
      em += 0.44; // masked phones and ID numbers
    else if (/[MW@%]/.test(ch)) em += 0.9;
    else if (/[A-Z]/.test(ch)) em += 0.72;
    else if (/[mw]/.test(ch)) em += 0.9;
    else if (/[ijlft.,:;'|!()[\]]/.test(ch)) em += 0.34;
    else em += 0.58;
  }
  return Math.ceil(em * px);
}

/**
 * The text a React node shows, as far as it can be read without rendering: strings, numbers,
 * and the children (or a `label` / `title` prop) of elements. Components that compute their
 * text inside give nothing.
 */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) {
    const p = node.props as { children?: ReactNode; label?: unknown; title?: unknown };
    if (p.children !== undefined) return textOf(p.children);
    if (typeof p.label === 'string') return p.label;
    if (typeof p.title === 'string') return p.title;
  }
  return '';
}
