/**
 * Daily health. The spec's page codes (overview §6) verbatim; the finer codes are ours. A health
 * teacher holds them all; a class teacher records checks and confirms exhortations for their own
 * classes; the director holds every code.
 */
export const HEALTH_CODES = {
  /** PAGE_CODES.health: the inspection records (daily list, month matrices). */
  inspect: 'attendance-inspectInfo',
  /** Record morning, noon and afternoon checks (a teacher: own classes only). */
  inspectRecord: 'health-inspect-record',
  /** Inspection items (templates) and the three check windows (the spec's config-manage). */
  inspectConfig: 'health-inspect-config-manage',
  /**
   * The spec's view-manage: with config-manage it opens the items and windows; a regulated school
   * needs config-manage only (HEALTH_MODULE.regulatedGrants).
   */
  inspectView: 'health-inspect-view-manage',
  /** Temperature pages of children and staff, measures. */
  temperature: 'health-temperature-view',
  /** Record staff temperatures. */
  temperatureRecord: 'health-temperature-record',
  /** Children's allergies: view and edit. */
  allergy: 'health-allergy-manage',
  /** Children's allergies: view only (a group's health supervisor). */
  allergyView: 'health-allergy-view',
  /** Children's medical history and its catalogue. */
  history: 'health-history-manage',
  /** Children's medical history: view only. */
  historyView: 'health-history-view',
  /** Health care records, content templates, views; others' records (an author may change their own without it). */
  care: 'health-care-manage',
  /** PAGE_CODES.parentExhort: guardians' exhortations and their confirmation. */
  exhort: 'attendance-exhort',
  /** PAGE_CODES.dataCenter: the data centre's health pages. */
  dataCentre: 'school-data-center-manage-child',
  /** Physical exam plans, their import and the growth standards (reference, cut-offs, item ranges). */
  examManage: 'health-exam-manage',
  /** Enter exam records (a teacher: own classes only). */
  examRecord: 'health-exam-record',
  /** Exam records, growth statistics and curves, nutrition assessment, the physical report (a teacher: own classes). */
  examView: 'health-exam-view',
  /** Outbreak alerts: see them. */
  alertView: 'health-alert-view',
  /** Outbreak alerts: acknowledge, close, set the school's thresholds. */
  alertManage: 'health-alert-manage',
} as const;
