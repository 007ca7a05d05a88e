import type { NoticeMessage } from '../../../platform/notices/index.ts';

const GROUP_NAMES: Record<string, { zh: string; en: string }> = {
  fever: { zh: '发热', en: 'fever' },
  rash: { zh: '皮疹', en: 'rash' },
  gastro: { zh: '胃肠道症状', en: 'gastro symptoms' },
  cough: { zh: '咳嗽', en: 'cough' },
  other: { zh: '其他症状', en: 'other symptoms' },
};

/** What a notice says of an alert: its school, class, symptom group, children and days. */
export type AlertFacts = {
  schoolName: string;
  groupId: number | null;
  kind: string;
  className: string | null;
  symptomGroup: string | null;
  childCount: number;
  lastDay: string;
};

/** How an alert changed: raised, or grown by children and/or days (children 0: days only). */
export type AlertChange = { raised: true } | { raised: false; added: number };

const children = (n: number) => (n === 1 ? '1 child' : `${n} children`);
const more = (n: number) => (n === 1 ? '1 more child' : `${n} more children`);

/** The notice of a new or grown alert, in both languages (without its link, which depends on the reader). */
export function alertMessage(a: AlertFacts, change: AlertChange): Omit<NoticeMessage, 'link'> {
  const where = { zh: a.className ?? '全园', en: a.className ?? 'the whole school' };
  const sick = a.symptomGroup
    ? { zh: `出现${GROUP_NAMES[a.symptomGroup]?.zh ?? a.symptomGroup}`, en: `with ${GROUP_NAMES[a.symptomGroup]?.en ?? a.symptomGroup}` }
    : { zh: '因病缺勤', en: 'absent ill' };
  const place = { zh: `${a.schoolName}${where.zh}`, en: `${a.schoolName}, ${where.en}` };
  if (change.raised) {
    const usual = a.symptomGroup ? { zh: '', en: '' } : { zh: '，明显高于往常', en: ', well above usual' };
    return {
      source: 'health',
      title: { zh: `疫情预警：${place.zh}`, en: `Outbreak alert: ${place.en}` },
      body: {
        zh: `${where.zh}${a.childCount}名幼儿${sick.zh}${usual.zh}`,
        en: `${where.en}: ${children(a.childCount)} ${sick.en}${usual.en}`,
      },
    };
  }
  // a grown alert says what is new: more children, or the same children ill on later days
  const body = change.added
    ? {
        zh: `${where.zh}又有${change.added}名幼儿${sick.zh}，共${a.childCount}名`,
        en: `${where.en}: ${more(change.added)} ${sick.en}, ${a.childCount} in all`,
      }
    : {
        zh: `${where.zh}${a.childCount}名幼儿${sick.zh}，持续至${a.lastDay}`,
        en: `${where.en}: ${children(a.childCount)} ${sick.en}, continuing to ${a.lastDay}`,
      };
  return { source: 'health', title: { zh: `疫情预警扩大：${place.zh}`, en: `Outbreak alert growing: ${place.en}` }, body };
}
