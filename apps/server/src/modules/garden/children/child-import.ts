import { CARD_TYPES, hasEmoji } from '@kg/shared';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { classes, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { type ImportResult, RowProblems, type RowValues, runImport, type SheetRow, type Tx } from '../../../platform/workbook/index.ts';
import { lockSchool } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as E } from '../classes/record-errors.ts';
import { FIELD_HEADERS, IMPORT_COLUMNS } from './child-columns.ts';
import { type ChildValues, childValues, type GuardianValues, guardianValues } from './child-input.ts';
import { insertGuardians } from './guardian-service.ts';

type Row = SheetRow<RowValues<typeof IMPORT_COLUMNS>>;

const c = alias(classes, 'c');
const st = alias(students, 'st');
/** A class a row may name, with the children it has in school. */
const TARGET = {
  id: c.id,
  name: c.name,
  maxStudents: c.maxStudents,
  count: sql<number>`(select count(*) from students st where ${st.schoolId} = ${c.schoolId} and ${st.classId} = ${c.id} and ${st.status} = 1)::int`,
};
const TARGET_LIST = selectList(TARGET);
type Target = RowOf<typeof TARGET>;
/** Ids drawn from the children's sequence. */
const NEXT_ID = { id: sql<number>`nextval(pg_get_serial_sequence('students', 'id'))::bigint` };
const NEXT_ID_LIST = selectList(NEXT_ID);
interface Prepared {
  classes: Map<string, Target>;
  numbers: Set<string>;
  idCards: Set<string>;
}
interface Valid {
  clazzId: number;
  child: ChildValues;
  guardians: GuardianValues[];
}

const text = (v: string | number | null) => (v === null ? '' : String(v).trim());

function genderOf(v: string): number | null {
  if (['男', '1', 'male', 'm', '男孩'].includes(v.toLowerCase())) return 1;
  if (['女', '2', 'female', 'f', '女孩'].includes(v.toLowerCase())) return 2;
  return null;
}

function cardTypeOf(v: string): number | null {
  if (v === '') return 1;
  const hit = CARD_TYPES.find((c) => c.label === v || String(c.value) === v || c.labelEn.toLowerCase() === v.toLowerCase());
  return hit ? hit.value : null;
}

const flagOf = (v: string) => ['是', 'y', 'yes', '1', 'true', '√'].includes(v.toLowerCase());

/** An AppError of the shared checks in the form "<column>: <reason>". */
function problemOf(err: unknown): { zh: string; en: string } {
  if (!(err instanceof AppError) || err.status !== 400) throw err;
  const field = err.field ?? (err.data as { field?: string } | undefined)?.field;
  const header = field ? (FIELD_HEADERS[field] ?? field) : '';
  const strip = (m: string) => (field && m.startsWith(`${field}: `) ? m.slice(field.length + 2) : m);
  const zh = strip(err.detail?.zh ?? err.message);
  const en = strip(err.detail?.en ?? err.message);
  return { zh: header ? `${header}：${zh}` : zh, en: header ? `${header}: ${en}` : en };
}

async function prepare(tx: Tx, s: SessionInfo, scope: number[] | null): Promise<Prepared> {
  // the same lock as single adds: numbers and ID numbers stay unique across both
  await lockSchool(tx, s.institutionId);
  const targets = await preparedRows<Target>(
    tx,
    sql`select ${TARGET_LIST} from classes c
    where ${c.schoolId} = ${s.institutionId} and ${c.status} = 1 and ${inRange(sql`${c.id}`, scope)} for update of c`,
  );
  const others = await tx
    .select({ no: students.studentNo, t: students.idCardType, card: students.idCardNo })
    .from(students)
    .where(
      and(eq(students.schoolId, s.institutionId), eq(students.status, 1), or(isNotNull(students.studentNo), isNotNull(students.idCardNo))),
    );
  return {
    classes: new Map(targets.map((x) => [x.name, { ...x }])),
    numbers: new Set(others.filter((x) => x.no).map((x) => x.no!)),
    idCards: new Set(others.filter((x) => x.card).map((x) => `${x.t}:${x.card}`)),
  };
}

/**
 * One row: every column is checked and all its problems reported together. Within the file,
 * student numbers and ID numbers must be unique and each class must keep room for the rows
 * placed in it (counted in row order).
 */
function validate(row: Row, p: Prepared, now: Date): Valid {
  const v = row.values;
  const problems = new RowProblems();
  const add = (e: unknown) => {
    const m = problemOf(e);
    problems.add(m.zh, m.en);
  };

  const gender = genderOf(text(v.gender));
  if (gender === null) problems.add('性别：应为“男”或“女”', 'Gender: must be 男 (male) or 女 (female)');
  const cardType = cardTypeOf(text(v.idCardType));
  if (cardType === null) problems.add(`证件类型：应为 ${CARD_TYPES.map((c) => c.label).join('、')} 之一`, 'ID type: unknown document type');
  let child: ChildValues | null = null;
  if (text(v.name) === '') problems.add('姓名：必填', 'Name: required');
  else if (Array.from(text(v.name)).length > 20 || hasEmoji(text(v.name)))
    problems.add('姓名：1-20 个字符，不能有表情符号', 'Name: 1–20 characters without emoji');
  else if (gender !== null && cardType !== null) {
    try {
      child = childValues(
        {
          name: text(v.name),
          gender,
          birthday: text(v.birthday),
          idCardType: cardType,
          idCardNo: text(v.idCardNo),
          nation: text(v.nation),
          studentNo: text(v.studentNo),
          enrolDate: text(v.enrolDate),
        },
        null,
        now,
      );
    } catch (e) {
      add(e);
    }
  }

  const clazz = p.classes.get(text(v.clazz));
  if (text(v.clazz) === '') problems.add('班级：必填', 'Class: required');
  else if (!clazz)
    problems.add(
      `班级：本园没有名为“${text(v.clazz)}”的在读班级（或不在您的管理范围内）`,
      `Class: no active class named “${text(v.clazz)}” in your range`,
    );

  const raw = [
    { name: text(v.g1Name), relation: text(v.g1Relation), phone: text(v.g1Phone), isDirectGuardian: flagOf(text(v.g1Direct)) },
    { name: text(v.g2Name), relation: text(v.g2Relation), phone: text(v.g2Phone), isDirectGuardian: flagOf(text(v.g2Direct)) },
  ];
  const given = raw.filter((g, i) => i === 0 || g.name !== '' || g.phone !== '' || g.relation !== '');
  let guardians: GuardianValues[] = [];
  given.forEach((g, i) => {
    if (g.name === '') problems.add(`家长${i + 1}姓名：必填`, `Guardian ${i + 1} name: required`);
    else if (Array.from(g.name).length > 20 || hasEmoji(g.name))
      problems.add(`家长${i + 1}姓名：1-20 个字符，不能有表情符号`, `Guardian ${i + 1} name: 1–20 characters without emoji`);
    if (g.relation === '') problems.add(`家长${i + 1}关系：必填`, `Guardian ${i + 1} relation: required`);
    if (Array.from(g.relation).length > 10)
      problems.add(`家长${i + 1}关系：不能超过 10 个字符`, `Guardian ${i + 1} relation: at most 10 characters`);
  });
  try {
    if (given.every((g) => g.name === '' && g.phone === '')) throw new AppError(E.guardianMin, { data: { field: 'guardians' } });
    guardians = guardianValues(given, []);
  } catch (e) {
    add(e);
  }

  if (child?.studentNo && p.numbers.has(child.studentNo))
    problems.add(`学号：${child.studentNo} 已被本园在园幼儿或本文件中的其他行使用`, `Student number: ${child.studentNo} is already used`);
  if (child?.idCardNo && p.idCards.has(`${child.idCardType}:${child.idCardNo}`))
    problems.add('证件号码：已被本园在园幼儿或本文件中的其他行使用', 'ID number: already used by a child in school or another row');
  if (clazz && clazz.maxStudents !== null && clazz.count >= clazz.maxStudents) {
    problems.add(
      `班级：“${clazz.name}”人数已达上限（${clazz.maxStudents} 人）`,
      `Class: “${clazz.name}” is full (limit ${clazz.maxStudents})`,
    );
  }
  problems.throwIfAny();
  // the row is valid: it takes its seat and its numbers for the rows below
  clazz!.count++;
  if (child!.studentNo) p.numbers.add(child!.studentNo);
  if (child!.idCardNo) p.idCards.add(`${child!.idCardType}:${child!.idCardNo}`);
  return { clazzId: clazz!.id, child: child!, guardians };
}

async function insertAll(tx: Tx, schoolId: number, valid: { value: Valid }[]): Promise<number> {
  const n = valid.length;
  // ids drawn first, so each guardian row knows its child without relying on RETURNING order
  const ids = (await preparedRows<RowOf<typeof NEXT_ID>>(tx, sql`select ${NEXT_ID_LIST} from generate_series(1, ${n})`)).map((r) =>
    Number(r.id),
  );
  const col = <K extends keyof ChildValues>(k: K) => valid.map((x) => x.value.child[k]);
  await tx.execute(sql`insert into students (school_id, id, class_id, name, gender, birthday, id_card_type, id_card_no, nation, student_no, enrol_date)
    select ${schoolId}, x.* from unnest(${sql.param(ids)}::bigint[], ${sql.param(valid.map((x) => x.value.clazzId))}::bigint[],
      ${sql.param(col('name'))}::text[], ${sql.param(col('gender'))}::smallint[], ${sql.param(col('birthday'))}::date[],
      ${sql.param(col('idCardType'))}::smallint[], ${sql.param(col('idCardNo'))}::text[], ${sql.param(col('nation'))}::text[],
      ${sql.param(col('studentNo'))}::text[], ${sql.param(col('enrolDate'))}::date[]) as x`);
  await insertGuardians(
    tx,
    schoolId,
    valid.flatMap((x, i) => x.value.guardians.map((g) => ({ ...g, studentId: ids[i] }))),
  );
  return n;
}

/** Imports the rows all or nothing (workbook toolkit): any bad row fails the upload with a report. */
export function importChildren(
  ctx: AppContext,
  s: SessionInfo,
  scope: number[] | null,
  rows: Row[],
  lang: 'zh' | 'en',
): Promise<ImportResult> {
  return runImport<RowValues<typeof IMPORT_COLUMNS>, Valid, Prepared>({
    ctx,
    session: s,
    lang,
    rows,
    columns: IMPORT_COLUMNS,
    reportName: lang === 'en' ? 'child-import-failures' : '幼儿导入失败原因',
    lockKey: 'students',
    prepare: (tx) => prepare(tx, s, scope),
    validateRow: (row, h) => validate(row, h.prepared, ctx.now()),
    insertAll: (tx, valid) => insertAll(tx, s.institutionId, valid),
  });
}
