import { FILE_TYPES } from '@kg/shared';
import { MODULE_CONTRACTS } from '@kg/shared/modules/contracts';
import { groupSchoolEndpoints } from '@kg/shared/modules/group/schools';
import { settingsEndpoints } from '@kg/shared/modules/system/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { type?: string; format?: string } }> }> };
/** OpenAPI writes a path parameter ':id' as '{id}'. */
const openapiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  it('declares every download’s answer as a binary body of its content types', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const downloads = MODULE_CONTRACTS.flatMap((m) => m.endpoints).filter((e) => e.transfer === 'download');
    expect(downloads.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const e of downloads)
      for (const method of e.methods) {
        const op: Operation | undefined = doc.paths[openapiPath(e.path)]?.[method.toLowerCase()];
        const content = op?.responses?.['200']?.content ?? {};
        const types = Object.keys(content);
        const binary =
          types.length > 0 && types.every((k) => content[k].schema?.type === 'string' && content[k].schema?.format === 'binary');
        if (!binary || !types.includes(e.files?.[0] ?? '')) wrong.push(`${method} ${e.path}: ${types.join(', ') || 'none'}`);
      }
    expect(wrong).toEqual([]);
    // a stored file is an image (or a document); an export a workbook
    // the document is keyed by path: the path is what these lines check
    expect(Object.keys(doc.paths[openapiPath('/file/v1/files/:id/:variant')].get.responses['200'].content)).toContain(FILE_TYPES.image);
    const careExport = downloads.find((e) => e.path.endsWith('/export') && e.path.includes('care'));
    expect(Object.keys(doc.paths[openapiPath(careExport!.path)].post.responses['200'].content)).toEqual([FILE_TYPES.xlsx]);
  });

  it("declares every upload's body as a multipart form: its declared input's fields and the file", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const uploads = MODULE_CONTRACTS.flatMap((m) => m.endpoints).filter((e) => e.transfer === 'upload');
    expect(uploads.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const e of uploads) {
      const form = doc.paths[openapiPath(e.path)]?.post?.requestBody?.content?.['multipart/form-data']?.schema;
      const fields = Object.keys((e.input as unknown as { shape?: object }).shape ?? {});
      if (form?.properties?.file?.format !== 'binary' || !fields.every((f) => f in form.properties)) wrong.push(e.path);
    }
    expect(wrong).toEqual([]);
    // the exam record import names its plan, required
    const records = uploads.find((e) => e.path.endsWith('/record/upload'))!;
    const form = doc.paths[openapiPath(records.path)].post.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['planId', 'file']);
  });

  it('requires no field a call may leave out, nested ones too, and still the others', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bodyOf = (path: string) => doc.paths[openapiPath(path)].post.requestBody.content;
    const settings = Object.values(bodyOf(settingsEndpoints.saveSettings.path))[0] as { schema: { required: string[] } };
    expect(settings.schema.required).toContain('arrivalTime');
    expect(settings.schema.required).not.toContain('smsSignature');
    const create = Object.values(bodyOf(groupSchoolEndpoints.create.path))[0] as {
      schema: { properties: { school: { required: string[] } } };
    };
    expect(create.schema.properties.school.required).toContain('name');
    expect(create.schema.properties.school.required).not.toContain('foundedOn');
  });

  it('shows the institution each scoped call acts in (x-scope), and none on the others', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const wrong: string[] = [];
    for (const e of MODULE_CONTRACTS.flatMap((m) => m.endpoints))
      for (const method of e.methods) {
        const op = doc.paths[openapiPath(e.path)]?.[method.toLowerCase()];
        if (op && op['x-scope'] !== e.scope) wrong.push(`${method} ${e.path}: ${op['x-scope']} for ${e.scope}`);
      }
    expect(wrong).toEqual([]);
    expect(doc.paths[openapiPath('/kid-arch/v1/group/organization/add')].post['x-scope']).toBe('group');
  });
});
