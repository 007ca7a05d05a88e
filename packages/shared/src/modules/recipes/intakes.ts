/**
 * The reference a menu's nutrients are measured against, per child per day, which a school may edit
 * (intake_references; an absent key reads its default).
 *
 * Sources of the defaults:
 * - energy and nutrients: Chinese Dietary Reference Intakes (中国居民膳食营养素参考摄入量, Chinese
 *   Nutrition Society, 2013 edition), the 4–6 years group, which most of a kindergarten is in:
 *   energy (EER, light activity) 1300 kcal (boys 1300–1400, girls 1250–1300), protein RNI 30 g,
 *   calcium 800 mg, iron 10 mg, zinc 5.5 mg, vitamin A 360 µg RAE, vitamin C 50 mg; fat 20–30% and
 *   carbohydrate 50–65% of energy (AMDR, 4 years and over).
 * - protein 12–15% of energy, at least half of protein of high quality, and full-day care supplying
 *   80% of the day's energy and protein: the kindergarten health-care work norms
 *   (托儿所幼儿园卫生保健工作规范, National Health and Family Planning Commission, 2012).
 */
export const INTAKE_DEFAULTS = {
  energyKCal: 1300,
  protein: 30,
  Ca: 800,
  Fe: 10,
  Zn: 5.5,
  vitaminA: 360,
  vitaminC: 50,
  proteinShareMin: 12,
  proteinShareMax: 15,
  fatShareMin: 20,
  fatShareMax: 30,
  choShareMin: 50,
  choShareMax: 65,
  /** share of protein from animal foods and soy, at least (percent) */
  qualityProteinMin: 50,
  /** share of the day's reference a full-day kindergarten supplies (percent) */
  careShare: 80,
} as const;
export type IntakeKey = keyof typeof INTAKE_DEFAULTS;
export const INTAKE_KEYS = Object.keys(INTAKE_DEFAULTS) as IntakeKey[];

/** The nutrients a menu is quantified in (FOOD_NUTRIENTS keys), with their unit. */
export const MENU_NUTRIENTS = [
  ['energyKCal', 'kcal'],
  ['protein', 'g'],
  ['fat', 'g'],
  ['CHO', 'g'],
  ['Ca', 'mg'],
  ['Fe', 'mg'],
  ['Zn', 'mg'],
  ['vitaminA', 'µg'],
  ['vitaminC', 'mg'],
] as const;
export type MenuNutrient = (typeof MENU_NUTRIENTS)[number][0];
export const MENU_NUTRIENT_KEYS = MENU_NUTRIENTS.map(([k]) => k) as MenuNutrient[];

/** Nutrients with a reference amount per day (fat and carbohydrate are judged by their energy share). */
export const REFERENCED_NUTRIENTS = ['energyKCal', 'protein', 'Ca', 'Fe', 'Zn', 'vitaminA', 'vitaminC'] as const;

/** Highest value a school may set per key (amounts per child per day; shares in percent). */
export const INTAKE_MAX: Record<IntakeKey, number> = {
  energyKCal: 3000,
  protein: 100,
  Ca: 2000,
  Fe: 50,
  Zn: 30,
  vitaminA: 3000,
  vitaminC: 500,
  proteinShareMin: 100,
  proteinShareMax: 100,
  fatShareMin: 100,
  fatShareMax: 100,
  choShareMin: 100,
  choShareMax: 100,
  qualityProteinMin: 100,
  careShare: 100,
};

/** The energy ranges as min/max key pairs (the form refuses a minimum above its maximum). */
export const SHARE_RANGES = [
  ['proteinShareMin', 'proteinShareMax'],
  ['fatShareMin', 'fatShareMax'],
  ['choShareMin', 'choShareMax'],
] as const;

/** kcal per gram of protein, fat and carbohydrate (Atwater factors). */
export const ENERGY_FACTORS = { protein: 4, fat: 9, CHO: 4 } as const;

/**
 * Food categories (food_composition.category prefixes) whose protein counts as high quality:
 * animal foods and soy.
 */
export const QUALITY_PROTEIN_CATEGORIES = [
  '畜肉类',
  '禽肉类',
  '乳类',
  '蛋类',
  '鱼虾蟹贝类',
  '干豆类及其制品-大豆',
  '婴幼儿食品-婴儿配方食品-婴儿配方食品(乳基)',
  '婴幼儿食品-较大婴儿和幼儿配方食品',
] as const;
