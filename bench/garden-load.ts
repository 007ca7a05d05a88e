// Bulk data of the garden benchmark (bench/garden-children.ts): set-based SQL only, no row loops.

import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES } from '@kg/shared';
import type pg from 'pg';

export const BENCH_PHONE = '13600000001';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟';
const GIVEN = '浩宇轩然子涵博文俊杰梓睿泽铭天佑皓辰一鸣思远欣怡诗雨若汐语桐可馨思琪雨萱一诺紫萱佳怡梦瑶';

/**
 * `schools` schools × `children` children (one or two guardians each, all with accounts) and
 * `staff` staff per school, in a fresh migrated database. School 1's director signs in with
 * BENCH_PHONE and `passwordHash`'s password. Returns the school ids.
 */
export async function loadGardenData(
  c: pg.ClientBase,
  o: { schools: number; children: number; staff: number; passwordHash: string },
): Promise<number[]> {
  const q = (text: string, values: unknown[] = []) => c.query(text, values);
  await q('begin');
  await q('select setseed(0.20261122)');
  const s = await q(
    `insert into institutions (type, name, region_keys)
    select 2, '基准幼儿园' || g, '350000,350200,350212' from generate_series(1, $1) g order by g returning id`,
    [o.schools],
  );
  const schoolIds = s.rows.map((r) => Number(r.id));
  await q('create temp table bs (ord int, id bigint) on commit drop');
  await q('insert into bs select ord, id from unnest($1::bigint[]) with ordinality as x(id, ord)', [schoolIds]);

  // four grades of four classes each, 35 seats
  await q(`insert into grades (school_id, name, level, sort)
    select bs.id, lv.name, lv.level, lv.level from bs cross join (values ('托班', 0), ('小班', 1), ('中班', 2), ('大班', 3)) lv(name, level)`);
  await q(`insert into classes (school_id, grade_id, name, sort, max_students)
    select g.school_id, g.id, left(g.name, 1) || (array['一','二','三','四'])[n] || '班', g.level * 10 + n, 35
    from grades g join bs on bs.id = g.school_id cross join generate_series(1, 4) n`);

  // children: spread over the classes, names from the same pools as the demo
  await q(
    `insert into students (school_id, class_id, name, gender, birthday, id_card_type, nation, student_no, enrol_date)
    select school_id, class_id,
      substr($2, 1 + floor(random() * length($2))::int, 1) || substr($3, 1 + floor(random() * length($3))::int, 1)
        || case when random() < 0.7 then substr($3, 1 + floor(random() * length($3))::int, 1) else '' end,
      1 + (rn % 2), date '2020-09-01' + (random() * 1400)::int, 1, '汉族', 'B' || school_id || '-' || rn, date '2024-09-01'
    from (select c.school_id, c.id as class_id, row_number() over (partition by c.school_id order by k, c.id) as rn
          from classes c join bs on bs.id = c.school_id cross join generate_series(1, 40) k) x
    where rn <= $1`,
    [o.children, SURNAMES, GIVEN],
  );
  await q(`insert into guardians (school_id, student_id, name, phone, relation, is_direct_guardian)
    select st.school_id, st.id, left(st.name, 1) || '母', '138' || lpad(st.id::text, 8, '0'), '母亲', true from students st join bs on bs.id = st.school_id
    union all
    select st.school_id, st.id, left(st.name, 1) || '父', '139' || lpad(st.id::text, 8, '0'), '父亲', false from students st join bs on bs.id = st.school_id
    where random() < 0.75`);
  await q(`insert into accounts (phone, password_hash, real_name, need_update_password)
    select phone, '!unusable!' || md5(phone), name, true from guardians where account_id is null on conflict (phone) do nothing`);
  await q('update guardians g set account_id = a.id from accounts a where g.account_id is null and a.phone = g.phone');

  // staff: a director (whole school), a teacher per class, the rest whole-school staff
  await q(
    `insert into accounts (phone, password_hash, real_name)
    select case when bs.ord = 1 and k = 1 then $2 else '137' || lpad((bs.ord * 1000 + k)::text, 8, '0') end,
      case when bs.ord = 1 and k = 1 then $3 else '!unusable!' end, '教师' || bs.ord || '-' || k
    from bs cross join generate_series(1, $1) k`,
    [o.staff, BENCH_PHONE, o.passwordHash],
  );
  await q(
    `insert into members (institution_id, account_id, real_name, is_admin, all_range)
    select bs.id, a.id, a.real_name, k = 1, k = 1 or k > 17
    from bs cross join generate_series(1, $1) k
    join accounts a on a.phone = case when bs.ord = 1 and k = 1 then $2 else '137' || lpad((bs.ord * 1000 + k)::text, 8, '0') end`,
    [o.staff, BENCH_PHONE],
  );
  await q(`insert into staff_profiles (school_id, member_id, gender, post_type, job_title)
    select m.institution_id, m.id, 2, case when m.is_admin then 1 else 2 end, case when m.is_admin then '园长' else '教师' end
    from members m join bs on bs.id = m.institution_id`);
  await q(`insert into member_class_ranges (school_id, member_id, class_id)
    select m.school_id, m.id, c.id
    from (select institution_id as school_id, id, row_number() over (partition by institution_id order by id) as k
          from members where not all_range and institution_id in (select id from bs)) m
    join (select school_id, id, row_number() over (partition by school_id order by id) as k from classes where school_id in (select id from bs)) c
      on c.school_id = m.school_id and c.k = m.k`);
  await q(`insert into roles (institution_id, name, builtin) select bs.id, r.name, r.key from bs
    cross join (values ('园长', 'director'), ('教师', 'teacher')) r(name, key)`);
  await q(
    `insert into role_permissions (institution_id, role_id, code)
    select r.institution_id, r.id, code from roles r join bs on bs.id = r.institution_id
    cross join lateral unnest(case when r.builtin = 'director' then $1::text[] else $2::text[] end) code`,
    [ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES.teacher],
  );
  await q(`insert into member_roles (institution_id, member_id, role_id)
    select m.institution_id, m.id, r.id from members m join bs on bs.id = m.institution_id
    join roles r on r.institution_id = m.institution_id and r.builtin = case when m.is_admin then 'director' else 'teacher' end`);
  await q('commit');
  await q('analyze');
  return schoolIds;
}
