import { describe, expect, it } from 'vitest';
import { blankComments, importsOf, resolveSpecifier } from './graph.mjs';

describe('reading imports', () => {
  it('reads static, type-only, multi-line, re-exported, side-effect, dynamic and mocked imports with their lines', () => {
    const text = [
      "import { a } from './a.ts';",
      'import type {',
      '  B,',
      "} from '../b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = await import('./e.tsx');",
      "vi.mock('../f.ts', () => ({}));",
      "const real = await vi.importActual('./g.ts');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b.ts', line: 2 },
      { specifier: './c.ts', line: 5 },
      { specifier: './d.css', line: 6 },
      { specifier: './e.tsx', line: 7 },
      { specifier: '../f.ts', line: 8 },
      { specifier: './g.ts', line: 9 },
    ]);
  });

  it('ignores an import written in a comment, and keeps one after a regex or a template holding comment marks', () => {
    const text = [
      "/** Import from here: `import { SchemaForm } from '.'`. */",
      "// const x = await import('./commented.ts');",
      'const re = /[\'"`]+\\/\\//g;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, read as code
      'const url = `https://host/${"a" + `//${1}`}/x`;',
      "import { kept } from './kept.ts';",
    ].join('\n');
    expect(importsOf(text)).toEqual([{ specifier: './kept.ts', line: 5 }]);
  });

  it('blanks comments without moving any line', () => {
    const text = 'a; /* one\ntwo */ b; // three\nc;';
    const blanked = blankComments(text);
    expect(blanked.split('\n')).toHaveLength(3);
    expect(blanked).toMatch(/^a; {7}\n {7}b; {9}\nc;$/);
  });
});

describe('resolving a specifier', () => {
  const known = new Set([
    'apps/web/src/kit/index.ts',
    'apps/web/src/kit/table.tsx',
    'packages/shared/src/index.ts',
    'packages/shared/src/modules/garden/staff.ts',
  ]);

  it('finds the file behind an extension-less path and a folder', () => {
    expect(resolveSpecifier('apps/web/src/modules/x.tsx', '../kit/table', known).to).toBe('apps/web/src/kit/table.tsx');
    expect(resolveSpecifier('apps/web/src/modules/x.tsx', '../kit', known).to).toBe('apps/web/src/kit/index.ts');
  });

  it("reads @kg/shared and its subpaths as the package's files, entered the declared way", () => {
    expect(resolveSpecifier('apps/web/src/a.ts', '@kg/shared', known)).toEqual({
      to: 'packages/shared/src/index.ts',
      viaPackage: true,
    });
    expect(resolveSpecifier('apps/web/src/a.ts', '@kg/shared/modules/garden/staff', known).to).toBe(
      'packages/shared/src/modules/garden/staff.ts',
    );
  });

  it('leaves other packages out of the graph', () => {
    expect(resolveSpecifier('apps/web/src/a.ts', 'react', known)).toBeNull();
  });
});
