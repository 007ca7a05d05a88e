// What a new module or area declares in packages/shared: endpoints, codes, pages, errors, manifest.

/** The area's inputs, outputs and endpoints, and what its page calls on opening. */
export const sharedArea = (n) => `import { z } from 'zod';
import { readFor, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, idField, pagingShape, searchText } from '../../contract/fields.ts';
import { idName, nothing, pageOf, savedId, timestamp } from '../../contract/outputs.ts';
import { type AreaContract, all } from '../module.ts';
import { ${n.m.upper}_CODES as C } from './codes.ts';

/** ${n.areaTitle.en} of a school: a name unique within the school, a note and a display order. */
export const ${n.a.upper}_LIMITS = { name: 30, note: 200, sortMax: 9999 } as const;

const name = z.string().trim().min(1, 'name is required').max(${n.a.upper}_LIMITS.name);
/** '' or null clears the note; absent leaves it. */
const note = z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(${n.a.upper}_LIMITS.note).nullable().optional());
const sort = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(${n.a.upper}_LIMITS.sortMax).optional());

export const ${n.a.camel}SaveInput = z.object({ name, note, sort });
export const ${n.a.camel}UpdateInput = z.object({ id: idField, name, note, sort });
export const ${n.a.camel}ListQuery = z.object({ ...pagingShape, name: searchText(${n.a.upper}_LIMITS.name) });
export type ${n.a.pascal}SaveInput = z.infer<typeof ${n.a.camel}SaveInput>;

export const ${n.a.camel}Row = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  sort: z.number(),
  createdAt: timestamp,
});

export const ${n.a.camel}Endpoints = endpoints('${n.prefix}', {
  list: {
    path: 'list',
    access: readFor(C.view),
    scope: 'school',
    input: ${n.a.camel}ListQuery,
    output: pageOf(${n.a.camel}Row),
    summary: '${n.areaTitle.en} of the school, paged, in display order; name filter',
  },
  options: {
    path: 'options',
    access: readFor(C.view),
    scope: 'school',
    input: z.object({}),
    output: z.array(idName),
    summary: 'Every ${n.areaTitle.en.toLowerCase()} entry of the school as options, in display order',
  },
  add: {
    path: 'add',
    access: writeFor(C.${n.editCode}),
    scope: 'school',
    transfer: 'json',
    input: ${n.a.camel}SaveInput,
    output: savedId,
    summary: 'Add an entry {name (unique in the school), note?, sort?}',
  },
  update: {
    path: 'update',
    access: writeFor(C.${n.editCode}),
    scope: 'school',
    transfer: 'json',
    input: ${n.a.camel}UpdateInput,
    output: savedId,
    summary: 'Update an entry {id, name, note?, sort?}',
  },
  remove: {
    path: 'delete',
    access: writeFor(C.${n.editCode}),
    scope: 'school',
    input: z.object({ id: idField }),
    output: nothing,
    summary: 'Delete an entry {id}',
  },
});

export const ${n.a.upper}: AreaContract = {
  endpoints: all(${n.a.camel}Endpoints),
  pageCalls: { '${n.page}': [${n.a.camel}Endpoints.list] },
};
`;

/** The page entry of the area in the module's section. */
export const pageEntry = (n) =>
  `{ path: '${n.routePath}', name: '${n.page}', title: 'menu.${n.pageCamel}', icon: 'UnorderedListOutlined', keepAlive: true, permissions: [P] }`;

export const sharedCodes = (n) => `/**
 * ${n.title.en}: \`view\` opens the section and its reads; each area's edit code its writes. A
 * director holds them all. Where the spec names a page code for the section, write it here.
 */
export const ${n.m.upper}_CODES = {
  view: '${n.m.kebab}-view',
  ${n.editCode}: '${n.m.kebab}-${n.a.kebab}-edit',
} as const;
`;

export const codeLabel = (n) =>
  `[C.${n.editCode}]: { zh: '管理${n.areaTitle.zh}', en: 'Manage ${n.areaTitle.en.toLowerCase()}', page: '${n.page}' }`;

export const sharedCodeLabels = (n) => `import type { CodeLabel } from '../module.ts';
import { ${n.m.upper}_CODES as C } from './codes.ts';

export const ${n.m.upper}_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [C.view]: { zh: '查看${n.title.zh}', en: 'View ${n.title.en.toLowerCase()}', page: '${n.page}' },
  ${codeLabel(n)},
};
`;

export const errorEntry = (n) => `'${n.errorCode}': def(400, '${n.areaTitle.zh}名称已存在', 'An entry with this name already exists')`;

export const sharedErrors = (n) => `import { def, moduleErrors } from '../../error-def.ts';

/** Errors of ${n.title.en.toLowerCase()}: ${n.m.kebab}-0xxx. A record of another school is common-0405 like any record. */
export const ${n.m.upper}_ERRORS = moduleErrors('${n.m.kebab}', ['${n.m.kebab}-'], {
  ${errorEntry(n)},
});
`;

export const sharedPages = (n) => `import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';
import { ${n.m.upper}_CODES } from './codes.ts';

const P = ${n.m.upper}_CODES.view;

/** ${n.title.en}: its section in the menu and its pages. */
export const ${n.m.upper}_SECTION: SectionDecl = {
  path: '${n.sectionPath}',
  order: 60,
  name: '${n.m.kebab}',
  title: 'menu.${n.m.camel}',
  icon: 'AppstoreOutlined',
  institutionTypes: [InstitutionType.school],
  permissions: [P],
  children: [
    ${pageEntry(n)},
  ],
};
`;

export const sharedModule = (n) => `import type { ModuleDecl } from '../module.ts';
import { ${n.m.upper}_CODE_LABELS } from './code-labels.ts';
import { ${n.m.upper}_CODES } from './codes.ts';
import { ${n.m.upper}_SECTION } from './pages.ts';

/** ${n.title.en}. */
export const ${n.m.upper}_MODULE: ModuleDecl = {
  name: '${n.m.kebab}',
  sections: [${n.m.upper}_SECTION],
  codes: ${n.m.upper}_CODES,
  codeLabels: ${n.m.upper}_CODE_LABELS,
};
`;

export const sharedContract = (n) => `import type { ModuleContract } from '../module.ts';
import { ${n.a.upper} } from './${n.a.kebab}.ts';

const AREAS = [${n.a.upper}];

/** Every endpoint of ${n.title.en.toLowerCase()}, and what each of its pages calls on opening. */
export const ${n.m.upper}_CONTRACT: ModuleContract = {
  name: '${n.m.kebab}',
  endpoints: AREAS.flatMap((a) => a.endpoints),
  pageCalls: Object.assign({}, ...AREAS.map((a) => a.pageCalls)),
};
`;
