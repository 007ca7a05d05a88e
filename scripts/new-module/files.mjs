// Writing the generated files and inserting lines into the central lists, refusing to overwrite.
import fs from 'node:fs';
import path from 'node:path';

/** Writes new files only: an existing one stops the run before anything is written. */
export function writeNew(root, files) {
  const taken = Object.keys(files).filter((f) => fs.existsSync(path.join(root, f)));
  if (taken.length) throw new Error(`already there, nothing written:\n  ${taken.join('\n  ')}`);
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
}

/** An edit of an existing file: read, change in memory, written only when every edit succeeded. */
export class Edits {
  constructor(root) {
    this.root = root;
    this.texts = new Map();
  }

  text(file) {
    if (!this.texts.has(file)) {
      const full = path.join(this.root, file);
      if (!fs.existsSync(full)) throw new Error(`${file} is missing: is this the project's root?`);
      this.texts.set(file, fs.readFileSync(full, 'utf8'));
    }
    return this.texts.get(file);
  }

  /** Adds an import line after the file's last import. */
  addImport(file, line) {
    const text = this.text(file);
    if (text.includes(line)) return;
    const lines = text.split('\n');
    let last = -1;
    for (let i = 0; i < lines.length; i++) {
      if (/^import\b/.test(lines[i])) {
        last = i;
        // a multi-line import ends at its `from` line
        while (!/\bfrom\s+['"].*['"];?\s*$/.test(lines[last]) && last < lines.length - 1) last++;
        i = last;
      }
    }
    lines.splice(last + 1, 0, line);
    this.texts.set(file, lines.join('\n'));
  }

  /**
   * Appends `entry` as the last element of a list literal: the `bracket` ('[', '{' or '(') that
   * follows `anchor` (after its `=` when the anchor is a declaration, so a type like `Seeder[]`
   * is passed over). The list keeps its layout: one entry a line, or all on one line.
   */
  appendTo(file, anchor, bracket, entry) {
    const text = this.text(file);
    const at = text.indexOf(anchor);
    if (at < 0) throw new Error(`${file}: cannot find "${anchor}"`);
    let from = at + anchor.length;
    if (!anchor.trimEnd().endsWith(bracket)) {
      const eq = text.indexOf('=', from);
      if (eq >= 0 && eq < text.indexOf('\n', from) + 1) from = eq;
    } else from = at + anchor.trimEnd().length - 1;
    const open = text.indexOf(bracket, from);
    const close = matching(text, open);
    const inner = text.slice(open + 1, close);
    let next;
    if (inner.includes('\n')) {
      const indent = /\n([ \t]+)\S/.exec(inner)?.[1] ?? '  ';
      const body = inner.replace(/,?\s*$/, '');
      const sep = body.trim() ? ',' : '';
      next = `${text.slice(0, open + 1)}${body}${sep}\n${indent}${entry},\n${text.slice(close)}`;
    } else {
      const body = inner.trim().replace(/,$/, '');
      next = `${text.slice(0, open + 1)}${body ? `${body}, ` : ''}${entry}${text.slice(close)}`;
    }
    this.texts.set(file, next);
  }

  /** Adds a statement as the last of the function declared by `anchor`. */
  appendToFunction(file, anchor, statement) {
    const text = this.text(file);
    const at = text.indexOf(anchor);
    if (at < 0) throw new Error(`${file}: cannot find "${anchor}"`);
    const open = text.indexOf('{', text.indexOf(')', at));
    const close = matching(text, open);
    const body = text.slice(open + 1, close).replace(/\s*$/, '');
    this.texts.set(file, `${text.slice(0, open + 1)}${body}\n  ${statement}\n${text.slice(close)}`);
  }

  /** Adds a line at the end of the file. */
  appendLine(file, line) {
    const text = this.text(file);
    if (!text.includes(line)) this.texts.set(file, `${text.replace(/\s*$/, '')}\n${line}\n`);
  }

  /** Replaces exactly one occurrence of `from`. */
  replaceOnce(file, from, to) {
    const text = this.text(file);
    const first = text.indexOf(from);
    if (first < 0 || text.indexOf(from, first + 1) >= 0) throw new Error(`${file}: expected "${from}" exactly once`);
    this.texts.set(file, text.replace(from, to));
  }

  save() {
    for (const [file, text] of this.texts) fs.writeFileSync(path.join(this.root, file), text);
  }
}

/** Index of the bracket closing the one at `open` (skipping strings and line comments). */
function matching(text, open) {
  const pairs = { '[': ']', '{': '}', '(': ')' };
  const stack = [pairs[text[open]]];
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      i = text.indexOf(ch, i + 1);
      continue;
    }
    if (pairs[ch]) stack.push(pairs[ch]);
    else if (ch === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i;
    }
  }
  throw new Error('unbalanced list');
}
