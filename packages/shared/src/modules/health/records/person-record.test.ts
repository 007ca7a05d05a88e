import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFor, writeFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { codeValue, idField, optionalId } from '../../../contract/fields.ts';
import { allergyEndpoints } from './allergy.ts';
import { historyEndpoints } from './medical-history.ts';
import { personRecordCalls } from './person-record.ts';
import { RECORD_LIMITS } from './records-shapes.ts';

// a third kind, as a later one (vaccinations, say) would declare itself
const shots = personRecordCalls({
  items: 'shots',
  item: z.object({ vaccineId: z.number().int(), dose: z.number().int() }),
  itemInput: z.object({ vaccineId: idField, dose: codeValue(4) }),
  filters: { vaccineId: optionalId },
  read: readFor('shots-view'),
  write: writeFor('shots-edit'),
  exportAccess: readFor('shots-export'),
  paths: { list: 'list', child: 'of-child', save: 'save', export: 'export', without: 'without' },
  words: { records: 'vaccinations', withRecords: 'vaccinations', item: 'dose', items: 'doses', anyRecord: 'vaccination' },
  saveSummary: 'Replace a child’s vaccinations',
});
const E = endpoints('/health/v1/shots', shots.calls);

describe('person record calls', () => {
  it('declares the five calls of a kind under its prefix, read ones open to its readers, the save to its writers', () => {
    expect(Object.values(E).map((e) => e.path)).toEqual(
      ['list', 'of-child', 'save', 'export', 'without'].map((p) => `/health/v1/shots/${p}`),
    );
    expect([E.list, E.child, E.without].map((e) => e.access)).toEqual(Array(3).fill(readFor('shots-view')));
    expect(E.save.access).toEqual(writeFor('shots-edit'));
    expect(E.export.access).toEqual(readFor('shots-export'));
    expect(E.export.transfer).toBe('download');
    expect(Object.values(E).every((e) => e.scope === 'class')).toBe(true);
  });

  it("filters by class, name and the kind's own filters; the workbook takes the same filters without paging", () => {
    expect(shots.listQuery.parse({ clazzId: '3', name: ' Li ', vaccineId: '7' })).toMatchObject({ clazzId: 3, name: 'Li', vaccineId: 7 });
    expect(shots.exportQuery.parse({ pageNum: 2, vaccineId: 7 })).not.toHaveProperty('pageNum');
    expect(E.list.summary).toBe('Children in school with vaccinations, paged, with their doses: filters clazzId, vaccineId, name');
  });

  it("saves a child's whole list under the kind's key, with at most the record limit of items", () => {
    const item = { vaccineId: 1, dose: 1 };
    expect(shots.saveInput.parse({ studentId: 5, shots: [item] })).toEqual({ studentId: 5, shots: [item] });
    expect(shots.saveInput.safeParse({ studentId: 5, allergies: [item] }).success).toBe(false);
    const tooMany = Array.from({ length: RECORD_LIMITS.items + 1 }, (_, i) => ({ vaccineId: i + 1, dose: 1 }));
    expect(shots.saveInput.safeParse({ studentId: 5, shots: tooMany }).success).toBe(false);
  });

  it('serves allergies and medical history through it at the paths the seed names', () => {
    expect(allergyEndpoints.getList.path).toBe('/attendance/v1/healthAllergy/getList');
    expect(allergyEndpoints.addOrUpdateStuAllergy.path).toBe('/attendance/v1/healthAllergy/addOrUpdateStuAllergy');
    expect(historyEndpoints.notHasMedicalHistoryStudents.summary).toBe(
      'Children in school without any medical history on record, paged: clazzId, name',
    );
  });
});
