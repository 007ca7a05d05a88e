import { chinaSchoolYear, todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Function rooms and outdoor areas of a typical kindergarten (classrooms are the classes themselves). */
const PLACES = [
  { name: '美工室', roomType: 2, capacity: 30, location: '教学楼二层东侧' },
  { name: '音乐舞蹈室', roomType: 2, capacity: 35, location: '教学楼三层' },
  { name: '绘本阅览室', roomType: 2, capacity: 25, location: '教学楼一层西侧' },
  { name: '多功能厅', roomType: 2, capacity: 120, location: '综合楼一层' },
  { name: '大操场', roomType: 3, capacity: 300, location: '园区南侧' },
  { name: '沙水区', roomType: 3, capacity: 40, location: '园区东南角' },
];

/** Courses by grade level: a place, the weekdays it meets, a time. */
const COURSES = [
  {
    name: '创意美术',
    courseType: 1,
    place: '美工室',
    level: 2,
    weekdays: [2, 4],
    start: '15:30',
    end: '16:20',
    description: '线描、水彩与手工，每周两次',
  },
  {
    name: '律动与舞蹈',
    courseType: 1,
    place: '音乐舞蹈室',
    level: 3,
    weekdays: [1, 3],
    start: '15:30',
    end: '16:20',
    description: '幼儿律动、民族舞基础',
  },
  {
    name: '亲子绘本阅读',
    courseType: 2,
    place: '绘本阅览室',
    level: 1,
    weekdays: [5],
    start: '10:00',
    end: '10:40',
    description: '绘本共读与故事表演',
  },
];

const BRAND = [
  { contentType: 4, title: '欢迎来到{班}', content: '亲爱的小朋友们，欢迎来到{班}！愿你们在这里快乐成长。' },
  { contentType: 1, title: '本周通知', content: '周五下午开展消防安全演练，请家长为孩子穿运动鞋。' },
  { contentType: 3, title: '秋季亲子运动会', content: '{班}的小朋友在亲子运动会上表现出色，获得集体项目第二名。' },
];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const isoWeekday = (d: Date) => d.getUTCDay() || 7;

/**
 * Places, courses (with the classes of one grade level, a teacher, and sign-ins of their two
 * most recent past meetings, a few children missing) and class brand contents per school.
 * Dates follow the current school year (from 1 August, China time), so the demo stays current.
 */
export async function seedDemoPlaces(tx: Tx, schoolIds: number[]): Promise<void> {
  const today = new Date(todayChina());
  const year = chinaSchoolYear();
  const startDate = `${year}-09-01`;
  const endDate = `${year + 1}-07-10`;
  for (const schoolId of schoolIds) {
    const placeIds = new Map<string, number>();
    for (const p of PLACES) {
      const r = await tx.execute(sql`insert into place_rooms (school_id, name, room_type, capacity, location)
        values (${schoolId}, ${p.name}, ${p.roomType}, ${p.capacity}, ${p.location}) returning id`);
      placeIds.set(p.name, Number(r.rows[0].id));
    }
    const classes = (
      await tx.execute(sql`select c.id, c.name, g.level from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
      where c.school_id = ${schoolId} and c.status = 1 order by c.sort, c.id`)
    ).rows as { id: number; name: string; level: number }[];
    const teachers = (
      await tx.execute(sql`select m.id from members m join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where m.institution_id = ${schoolId} and m.status = 1 and p.post_type = 2 order by m.id`)
    ).rows.map((r) => Number(r.id));

    for (const [i, c] of COURSES.entries()) {
      const classIds = classes.filter((x) => Number(x.level) === c.level).map((x) => Number(x.id));
      if (classIds.length === 0) continue;
      const r = await tx.execute(sql`insert into courses (school_id, name, course_type, place_room_id, teacher_member_id, weekdays,
          start_time, end_time, start_date, end_date, description)
        values (${schoolId}, ${c.name}, ${c.courseType}, ${placeIds.get(c.place)}, ${teachers[i] ?? null}, ${JSON.stringify(c.weekdays)}::jsonb,
          ${c.start}, ${c.end}, ${startDate}, ${endDate}, ${c.description}) returning id`);
      const courseId = Number(r.rows[0].id);
      for (const classId of classIds)
        await tx.execute(sql`insert into course_classes (school_id, course_id, class_id) values (${schoolId}, ${courseId}, ${classId})`);
      // sign-ins of the two most recent meeting days before today; every seventh child missed them
      const days: string[] = [];
      for (
        let d = new Date(today.getTime() - 86_400_000);
        days.length < 2 && isoDay(d) >= startDate;
        d = new Date(d.getTime() - 86_400_000)
      ) {
        if (c.weekdays.includes(isoWeekday(d))) days.push(isoDay(d));
      }
      for (const day of days) {
        await tx.execute(sql`insert into course_signs (school_id, course_id, student_id, sign_date, signed_by)
          select ${schoolId}, ${courseId}, s.id, ${day}, ${teachers[i] ?? null} from students s
          where s.school_id = ${schoolId} and s.status = 1 and s.class_id = any(${sql.param(classIds)}::bigint[]) and s.id % 7 <> 0`);
      }
    }

    for (const c of classes) {
      for (const b of BRAND.slice(0, Number(c.id) % 2 === 0 ? 3 : 2)) {
        await tx.execute(sql`insert into class_brand_contents (school_id, class_id, content_type, title, content, start_date)
          values (${schoolId}, ${c.id}, ${b.contentType}, ${b.title.replaceAll('{班}', c.name)}, ${b.content.replaceAll('{班}', c.name)}, ${startDate})`);
      }
    }
  }
}
