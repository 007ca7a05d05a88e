/**
 * Option lists served by /kid-arch/v1/option/* and used by forms. Values are stable codes;
 * labels are shown as they are (zh) with an English label for the en interface.
 */
export interface OptionItem {
  value: number;
  label: string;
  labelEn: string;
}

const o = (value: number, label: string, labelEn: string): OptionItem => ({ value, label, labelEn });

/** Post types of staff (domain §3: certificates are catalogued per post type). */
export const POST_TYPES: OptionItem[] = [
  o(1, '园长', 'Director'),
  o(2, '专任教师', 'Teacher'),
  o(3, '保育员', 'Childcare worker'),
  o(4, '卫生保健人员', 'Health staff'),
  o(5, '财务人员', 'Finance staff'),
  o(6, '炊事人员', 'Kitchen staff'),
  o(7, '安保人员', 'Security staff'),
  o(8, '行政人员', 'Administrative staff'),
  o(9, '其他', 'Other'),
];

export const EDUCATION_LEVELS: OptionItem[] = [
  o(1, '博士研究生', 'Doctorate'),
  o(2, '硕士研究生', "Master's degree"),
  o(3, '本科', "Bachelor's degree"),
  o(4, '专科', 'Associate degree'),
  o(5, '高中/中专', 'Senior secondary'),
  o(6, '初中及以下', 'Junior secondary or below'),
];

/** Identity document types; type 1 is masked in characters 7–14. */
export const CARD_TYPES: OptionItem[] = [
  o(1, '居民身份证', 'Resident ID card'),
  o(2, '护照', 'Passport'),
  o(3, '港澳居民来往内地通行证', 'Mainland travel permit (HK/Macao)'),
  o(4, '台湾居民来往大陆通行证', 'Mainland travel permit (Taiwan)'),
  o(5, '港澳台居民居住证', 'Residence permit (HK/Macao/Taiwan)'),
  o(6, '外国人永久居留身份证', "Foreigner's permanent residence ID"),
  o(9, '其他', 'Other'),
];

export const COUNTRY_TYPES: OptionItem[] = [
  o(1, '中国大陆', 'Mainland China'),
  o(2, '中国香港', 'Hong Kong, China'),
  o(3, '中国澳门', 'Macao, China'),
  o(4, '中国台湾', 'Taiwan, China'),
  o(5, '外籍', 'Foreign'),
];

/** The 56 ethnic groups in GB/T 3304 order (value = code). */
const NATION_NAMES = [
  ['汉族', 'Han'],
  ['蒙古族', 'Mongol'],
  ['回族', 'Hui'],
  ['藏族', 'Tibetan'],
  ['维吾尔族', 'Uyghur'],
  ['苗族', 'Miao'],
  ['彝族', 'Yi'],
  ['壮族', 'Zhuang'],
  ['布依族', 'Bouyei'],
  ['朝鲜族', 'Korean'],
  ['满族', 'Manchu'],
  ['侗族', 'Dong'],
  ['瑶族', 'Yao'],
  ['白族', 'Bai'],
  ['土家族', 'Tujia'],
  ['哈尼族', 'Hani'],
  ['哈萨克族', 'Kazakh'],
  ['傣族', 'Dai'],
  ['黎族', 'Li'],
  ['傈僳族', 'Lisu'],
  ['佤族', 'Va'],
  ['畲族', 'She'],
  ['高山族', 'Gaoshan'],
  ['拉祜族', 'Lahu'],
  ['水族', 'Sui'],
  ['东乡族', 'Dongxiang'],
  ['纳西族', 'Nakhi'],
  ['景颇族', 'Jingpo'],
  ['柯尔克孜族', 'Kyrgyz'],
  ['土族', 'Tu'],
  ['达斡尔族', 'Daur'],
  ['仫佬族', 'Mulao'],
  ['羌族', 'Qiang'],
  ['布朗族', 'Blang'],
  ['撒拉族', 'Salar'],
  ['毛南族', 'Maonan'],
  ['仡佬族', 'Gelao'],
  ['锡伯族', 'Xibe'],
  ['阿昌族', 'Achang'],
  ['普米族', 'Pumi'],
  ['塔吉克族', 'Tajik'],
  ['怒族', 'Nu'],
  ['乌孜别克族', 'Uzbek'],
  ['俄罗斯族', 'Russian'],
  ['鄂温克族', 'Evenki'],
  ['德昂族', "De'ang"],
  ['保安族', 'Bonan'],
  ['裕固族', 'Yugur'],
  ['京族', 'Gin'],
  ['塔塔尔族', 'Tatar'],
  ['独龙族', 'Derung'],
  ['鄂伦春族', 'Oroqen'],
  ['赫哲族', 'Hezhen'],
  ['门巴族', 'Monba'],
  ['珞巴族', 'Lhoba'],
  ['基诺族', 'Jino'],
] as const;
export const NATIONS: OptionItem[] = NATION_NAMES.map(([zh, en], i) => o(i + 1, zh, en));

export interface CertificateKind {
  certificateName: string;
  certificateType: number;
  labelEn: string;
}

/**
 * Certificates a staff member of each post type may hold (domain §3 certificate catalogue).
 * certificateType is a stable code across post types.
 */
const C = {
  teacherQualification: { certificateName: '幼儿园教师资格证', certificateType: 1, labelEn: 'Kindergarten teacher qualification' },
  directorTraining: {
    certificateName: '园长任职资格培训合格证',
    certificateType: 2,
    labelEn: 'Director qualification training certificate',
  },
  childcare: { certificateName: '保育员职业技能等级证书', certificateType: 3, labelEn: 'Childcare worker skill certificate' },
  health: { certificateName: '健康证', certificateType: 4, labelEn: 'Health certificate' },
  mandarin: { certificateName: '普通话水平测试等级证书', certificateType: 5, labelEn: 'Mandarin proficiency certificate' },
  physician: { certificateName: '医师资格证书', certificateType: 6, labelEn: 'Physician qualification certificate' },
  nurse: { certificateName: '护士执业证书', certificateType: 7, labelEn: 'Nurse practising certificate' },
  healthTraining: {
    certificateName: '托幼机构卫生保健人员培训合格证',
    certificateType: 8,
    labelEn: 'Childcare health staff training certificate',
  },
  accounting: { certificateName: '会计专业技术资格证书', certificateType: 9, labelEn: 'Accounting qualification certificate' },
  cook: { certificateName: '中式烹调师职业技能等级证书', certificateType: 10, labelEn: 'Chinese cook skill certificate' },
  foodSafety: { certificateName: '食品安全管理员培训合格证', certificateType: 11, labelEn: 'Food safety manager certificate' },
  security: { certificateName: '保安员证', certificateType: 12, labelEn: 'Security guard certificate' },
  firstAid: { certificateName: '急救员证', certificateType: 13, labelEn: 'First aid certificate' },
  other: { certificateName: '其他证书', certificateType: 99, labelEn: 'Other certificate' },
} satisfies Record<string, CertificateKind>;

export const CERTIFICATES_BY_POST: Record<number, CertificateKind[]> = {
  1: [C.directorTraining, C.teacherQualification, C.mandarin, C.health, C.other],
  2: [C.teacherQualification, C.mandarin, C.health, C.firstAid, C.other],
  3: [C.childcare, C.health, C.firstAid, C.other],
  4: [C.physician, C.nurse, C.healthTraining, C.health, C.firstAid, C.other],
  5: [C.accounting, C.health, C.other],
  6: [C.cook, C.foodSafety, C.health, C.other],
  7: [C.security, C.firstAid, C.health, C.other],
  8: [C.mandarin, C.health, C.other],
  9: [C.health, C.other],
};
