import { type SaveClazzNumbersInput, STUDENT_NO_PATTERN } from '@kg/shared/modules/garden/classes';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { activeClass, E, lockSchool, type Runner } from '../classes/common.ts';

interface Child {
  id: number;
  name: string;
  studentNo: string | null;
}

const noProblem = (field: string) =>
  fieldError(field, '学号应为 1-20 位字母、数字或 -', 'the student number must be 1–20 letters, digits or -');

async function classChildren(db: Runner, schoolId: number, clazzId: number): Promise<Child[]> {
  const r = await db.execute(sql`select id, name, student_no as "studentNo" from students
    where school_id = ${schoolId} and class_id = ${clazzId} and status = 1 order by name, id`);
  return r.rows as unknown as Child[];
}

/** Numbers the class's children will have, from explicit items or the automatic rule. */
function plan(children: Child[], v: SaveClazzNumbersInput): Map<number, { no: string | null; field: string }> {
  if ((v.items === undefined) === (v.auto === undefined))
    throw fieldError('items', '请提供 items（逐个学号）或 auto（自动编号）其中之一', 'give either items or auto');
  const out = new Map<number, { no: string | null; field: string }>();
  const ids = new Set(children.map((c) => c.id));
  if (v.items) {
    v.items.forEach((it, i) => {
      if (!ids.has(it.studentId)) throw fieldError(`items.${i}.studentId`, '该幼儿不在这个班级', 'this child is not in the class');
      const no = it.studentNo && it.studentNo !== '' ? it.studentNo : null;
      if (no && !STUDENT_NO_PATTERN.test(no)) throw noProblem(`items.${i}.studentNo`);
      out.set(it.studentId, { no, field: `items.${i}.studentNo` });
    });
    return out;
  }
  const a = v.auto!;
  let n = a.start;
  for (const c of children) {
    if (c.studentNo && !a.overwrite) continue;
    const no = `${a.prefix}${String(n++).padStart(a.width, '0')}`;
    if (!STUDENT_NO_PATTERN.test(no)) throw noProblem('auto.prefix');
    out.set(c.id, { no, field: 'auto' });
  }
  return out;
}

/**
 * Student numbers of one class, all or nothing: unique within the class and among all
 * children in school. Answers the children with their numbers.
 */
export async function saveClazzNumbers(ctx: AppContext, s: SessionInfo, scope: number[] | null, v: SaveClazzNumbersInput) {
  const schoolId = s.institutionId;
  return ctx.db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const c = await activeClass(tx, s, scope, v.clazzId, true);
    const children = await classChildren(tx, schoolId, c.id);
    const changes = plan(children, v);
    const final = new Map(children.map((ch) => [ch.id, changes.has(ch.id) ? changes.get(ch.id)!.no : ch.studentNo]));
    const seen = new Map<string, number>();
    for (const [id, no] of final) {
      if (!no) continue;
      if (seen.has(no)) {
        throw new AppError(E.studentNoTaken, {
          data: { field: changes.get(id)?.field ?? changes.get(seen.get(no)!)?.field ?? 'items', studentNo: no },
          detail: { zh: `学号 ${no} 在班级内重复`, en: `Student number ${no} appears twice in the class` },
        });
      }
      seen.set(no, id);
    }
    const wanted = [...changes.values()].map((x) => x.no).filter((x): x is string => x !== null);
    if (wanted.length) {
      const r = await tx.execute(sql`select student_no as no from students where school_id = ${schoolId} and status = 1
        and (class_id is null or class_id <> ${c.id}) and student_no = any(${sql.param(wanted)}::text[]) limit 1`);
      const taken = r.rows[0] as { no: string } | undefined;
      if (taken) {
        const field = [...changes.values()].find((x) => x.no === taken.no)!.field;
        throw new AppError(E.studentNoTaken, {
          data: { field, studentNo: taken.no },
          detail: {
            zh: `学号 ${taken.no} 已被本园其他在园幼儿使用`,
            en: `Student number ${taken.no} is already used by another child in school`,
          },
        });
      }
    }
    if (changes.size) {
      const ids = [...changes.keys()];
      await tx.execute(sql`update students st set student_no = x.no
        from unnest(${sql.param(ids)}::bigint[], ${sql.param(ids.map((id) => changes.get(id)!.no))}::text[]) as x(id, no)
        where st.school_id = ${schoolId} and st.id = x.id`);
    }
    return (await classChildren(tx, schoolId, c.id)).map((ch) => ({ studentId: ch.id, name: ch.name, studentNo: ch.studentNo }));
  });
}
