import { allergyEndpoints as A, boardAllergyEndpoints as B } from '@kg/shared/modules/health/records/allergy';
import { historyEndpoints as H, historyCatalogueEndpoints as M } from '@kg/shared/modules/health/records/medical-history';
import { ALLERGY_SOURCES } from '@kg/shared/modules/health/records/records-shapes';
import type { FastifyInstance } from 'fastify';
import type { ClassCall } from '../../../core/serve.ts';
import { serve } from '../../../core/serve.ts';
import { addAllergen } from './allergen-catalogue.ts';
import { ALLERGY_RECORDS, allergenCatalogue, allergyCounts, boardAllergies, saveAllergies } from './allergy-data.ts';
import { conditionCounts, deleteCondition, HISTORY_RECORDS, renameCondition, saveHistory, setHealthView } from './history-data.ts';
import { exportAllergies, exportHistories, recordExporters } from './records-export.ts';

/** The school and class range of a call: every query here is limited by both. */
const scope = async (c: ClassCall) => ({ schoolId: c.school.id, range: c.classes });

/** Allergies, medical history and its catalogue, the class board allergy view. */
export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  recordExporters(ctx);

  serve(app, A.getList, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return ALLERGY_RECORDS.list(db, schoolId, range, q);
  });
  serve(app, A.listAllergyByType, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return allergyCounts(db, schoolId, range, q.clazzId);
  });
  serve(app, A.studentAllergyList, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return ALLERGY_RECORDS.ofChild(db, schoolId, range, q.studentId);
  });
  serve(app, A.addOrUpdateStuAllergy, async (p, c) => {
    const { schoolId, range } = await scope(c);
    return saveAllergies(db, schoolId, range, c.session().memberId, p.studentId, p.allergies);
  });
  serve(app, A.exportAllergyStudents, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return exportAllergies({ ctx, reply: c.reply, s: c.session(), schoolId, range, lang: c.request.lang }, q);
  });
  serve(app, A.notHasAllergyStudents, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return ALLERGY_RECORDS.without(db, schoolId, range, q);
  });
  serve(app, A.addAllergy, async (a, c) => addAllergen(db, c.school.id, a));
  serve(app, A.getSourceList, async (_q, c) => ({
    allergens: await allergenCatalogue(db, c.school.id),
    sources: [...ALLERGY_SOURCES],
  }));
  serve(app, B.getAllergyInfo, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return boardAllergies(db, schoolId, range, q.clazzId);
  });

  serve(app, H.getList, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return HISTORY_RECORDS.list(db, schoolId, range, q);
  });
  serve(app, H.systemHasMedicalHistoryList, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return conditionCounts(db, schoolId, range, q.clazzId);
  });
  serve(app, H.exportMedicalHistoryStuList, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return exportHistories({ ctx, reply: c.reply, s: c.session(), schoolId, range, lang: c.request.lang }, q);
  });
  serve(app, H.notHasMedicalHistoryStudents, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return HISTORY_RECORDS.without(db, schoolId, range, q);
  });
  serve(app, H.listStuMedicalHistory, async (q, c) => {
    const { schoolId, range } = await scope(c);
    return HISTORY_RECORDS.ofChild(db, schoolId, range, q.studentId);
  });
  serve(app, H.addOrUpdateStuMedicalHistory, async (p, c) => {
    const { schoolId, range } = await scope(c);
    return saveHistory(db, schoolId, range, c.session().memberId, p.studentId, p.histories);
  });

  serve(app, M.list, async (_q, c) => {
    const { schoolId, range } = await scope(c);
    return conditionCounts(db, schoolId, range);
  });
  serve(app, M.setHealthView, async (p, c) => {
    await setHealthView(db, c.school.id, p.id, p.healthView);
    return null;
  });
  serve(app, M.updateName, async (p, c) => {
    await renameCondition(db, c.school.id, p.id, p.name);
    return null;
  });
  serve(app, M.del, async (p, c) => {
    await deleteCondition(db, c.school.id, p.id);
    return null;
  });
}
