import { CHINA_ZONE } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { idArray } from '../../../core/scope.ts';
import { CHINA_TODAY as TODAY } from '../../../db/china-sql.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

const CONDITIONS = ['感冒恢复期', '腹泻', '手足口病康复观察', '支气管炎咳嗽', '过敏性皮炎', '骨折术后恢复'];
const MEDICINES = [
  [{ name: '小儿氨酚黄那敏颗粒', dose: '1袋', times: ['10:00', '14:30'] }],
  [{ name: '蒙脱石散', dose: '半袋', times: ['10:00'] }],
  [],
  [{ name: '氨溴索口服液', dose: '5ml', times: ['09:30', '14:30'] }],
  [{ name: '炉甘石洗剂', dose: '适量外涂', times: ['11:00'] }],
  [],
];
const MODELS = [
  ['多喝水', '今日请督促幼儿多喝温水，每次户外活动后补水。', true],
  ['按时服药', '请按家长叮嘱的时间和剂量喂药，喂药后在护理记录中登记时间。', true],
  ['体温观察', '午睡后测量体温，超过37.3℃请及时告知保健医。'],
  ['饮食清淡', '午餐避免油腻辛辣，少量多餐。'],
  ['减少剧烈运动', '户外活动以散步为主，避免剧烈跑跳。'],
] as const;

/**
 * Per demo school: six care records by the health teacher (else the director), three ongoing
 * with reminders to them at 10:00 and 14:30 and three finished, each with a view and a teacher
 * entry for every day so far; five content templates, two topped; two weeks of exhortations,
 * three a day, all but a few of the past confirmed. A few INSERT … SELECT statements for all schools.
 */
export const careDemo: DemoSeeder = async (tx, world) => {
  const schools = idArray(world.schoolIds);
  await tx.execute(sql`with kids as (
      select st.school_id, st.id, st.class_id, row_number() over (partition by st.school_id order by st.class_id, st.id) - 1 as n
      from students st where st.school_id = any(${schools}) and st.status = 1 and st.class_id is not null),
    staff as (select m.institution_id as school_id, (array_agg(m.id order by r.builtin = 'health' desc, m.id))[1] as health from members m
      join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
      join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
      where m.institution_id = any(${schools}) and r.builtin in ('health', 'director') group by m.institution_id),
    c(k, condition, medicines) as (select k - 1, x, (${JSON.stringify(MEDICINES)}::jsonb) -> (k - 1)::int
      from unnest(${sql.param(CONDITIONS)}::text[]) with ordinality as t(x, k))
    insert into care_records (school_id, student_id, class_id, condition, start_day, end_day, needs, medicines,
      remind_member_ids, remind_times, state, created_by, finished_at)
    select kids.school_id, kids.id, kids.class_id, c.condition,
      case when c.k < 3 then ${TODAY} - 2 - c.k::int else ${TODAY} - 20 - c.k::int end,
      case when c.k < 3 then ${TODAY} + 3 else ${TODAY} - 14 - c.k::int end,
      '注意观察精神状态和体温，多喝水', c.medicines,
      case when c.k < 3 then array[staff.health] else '{}' end, case when c.k < 3 then array['10:00', '14:30'] else '{}' end,
      case when c.k < 3 then 'ongoing' else 'finished' end, staff.health, case when c.k >= 3 then now() end
    from kids join c on kids.n = c.k * 23 join staff on staff.school_id = kids.school_id`);
  // a view and an entry for every day of each care up to today, the entry by a teacher of the class when there is one
  await tx.execute(sql`with days as (
      select r.school_id, r.id, r.class_id, r.created_by, d::date as day, r.medicines
      from care_records r cross join generate_series(r.start_day::timestamp, least(r.end_day, ${TODAY})::timestamp, interval '1 day') d
      where r.school_id = any(${schools})),
    v as (insert into care_views (school_id, record_id, day, trend, content, author_id)
      select school_id, id, day, (array['same', 'better', 'better', 'same'])[1 + (extract(doy from day)::int % 4)],
        (array['精神状态良好，食欲正常', '偶有咳嗽，已提醒多喝水', '体温正常，午睡安稳', '活动量略少，继续观察'])[1 + (extract(doy from day)::int % 4)],
        created_by from days returning 1)
    insert into care_teacher_entries (school_id, record_id, day, medicine_times, temperature, observation, author_id)
    select d.school_id, d.id, d.day,
      coalesce(array(select jsonb_array_elements_text(d.medicines -> 0 -> 'times')), '{}'),
      round((36.3 + (extract(doy from d.day)::int % 7) * 0.1)::numeric, 1),
      (array['按时服药，午餐吃完', '午睡后精神好', '喝水较多，情绪稳定'])[1 + (extract(doy from d.day)::int % 3)],
      coalesce((select min(cr.member_id) from member_class_ranges cr where cr.school_id = d.school_id and cr.class_id = d.class_id), d.created_by)
    from days d`);
  await tx.execute(sql`insert into care_content_models (school_id, title, content, topped_at, created_by)
    select s, m.title, m.content, case when m.topped then now() - m.k * interval '1 minute' end,
      (select min(id) from members where institution_id = s)
    from unnest(${schools}) s cross join jsonb_to_recordset(${JSON.stringify(MODELS.map(([title, content, topped], k) => ({ title, content, topped: !!topped, k })))}::jsonb)
      as m(title text, content text, topped boolean, k int)`);
  await tx.execute(sql`with kids as (
      select st.school_id, st.id, st.class_id, g.name, g.phone, g.relation,
        row_number() over (partition by st.school_id order by st.id) as n, count(*) over (partition by st.school_id) as total
      from students st join lateral (select name, phone, relation from guardians g where g.school_id = st.school_id and g.student_id = st.id
        order by g.is_direct_guardian desc, g.id limit 1) g on true
      where st.school_id = any(${schools}) and st.status = 1 and st.class_id is not null),
    picks as (select k.*, d.day, j from kids k cross join generate_series(0, 13) as t(back)
      cross join lateral (select (${TODAY} - t.back) as day) d cross join generate_series(0, 2) as j
      where k.n = 1 + ((t.back * 37 + j * 11) % k.total))
    insert into exhortations (school_id, student_id, class_id, day, guardian_name, guardian_phone, relation, medicines, notes,
      confirmed_by, confirmed_at, done_times, done_note, created_at)
    select p.school_id, p.id, p.class_id, p.day, p.name, p.phone, p.relation,
      case when p.j = 0 then '[{"name":"小儿止咳糖浆","dose":"5ml","times":["10:00"],"imageId":null}]'::jsonb
        when p.j = 1 then '[{"name":"益生菌","dose":"1袋","times":["11:30"],"imageId":null}]'::jsonb else '[]' end,
      (array['孩子有点咳嗽，请饭后喂药，多喝水', '肠胃不太好，午餐少吃凉的', '昨晚睡得晚，午睡请多关照'])[p.j + 1],
      m.id, case when m.id is not null then (p.day + time '11:00') at time zone ${CHINA_ZONE} end,
      case when m.id is not null and p.j < 2 then array['10:00'] else '{}' end, case when m.id is not null then '已按叮嘱完成' end,
      (p.day + time '07:40') at time zone ${CHINA_ZONE}
    from picks p left join lateral (select coalesce((select min(cr.member_id) from member_class_ranges cr
        where cr.school_id = p.school_id and cr.class_id = p.class_id), (select min(id) from members where institution_id = p.school_id)) as id
      where p.day < ${TODAY} and (p.n + p.j) % 8 <> 0) m on true`);
};
