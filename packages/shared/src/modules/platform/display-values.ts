/**
 * Values the product stores as codes and people read as words: each has a zh and an en label on
 * the web (display-labels.test.ts there), and the server keeps to these lists (notify's source is
 * typed by NOTICE_SOURCES; audited-tables.test.ts compares AUDITED_TABLES with the database).
 */

/** The modules that send notices (the bell, the notices page's source filter, the outbox). */
export const NOTICE_SOURCES = ['garden', 'jobs', 'workflow', 'health', 'recipes', 'system', 'attendance'] as const;
export type NoticeSource = (typeof NOTICE_SOURCES)[number];

/** The outbox's providers built in (the default records instead of sending); a configured one names itself. */
export const OUTBOX_PROVIDERS = ['recording'] as const;

/** Who writes outside a module's calls, as the audit trail files it (besides each module's name). */
export const AUDIT_ACTOR_MODULES = ['system', 'job', 'seed'] as const;

/**
 * Every audited table (kg_audit_wanted, 0006_audit.sql) and the key columns its entries' record
 * number joins with commas (kg_audit_keys: the primary key without the institution). Empty: one
 * row per institution.
 */
export const AUDITED_TABLES: Record<string, readonly string[]> = {
  accounts: ['id'],
  allergens: ['id'],
  attendance_calendar_days: ['id'],
  attendance_cards: ['id'],
  attendance_child_days: ['student_id', 'day'],
  attendance_class_days: ['class_id', 'day'],
  attendance_class_shifts: ['class_id', 'effective_from'],
  attendance_days_dirty: ['student_id', 'day'],
  attendance_devices: ['id'],
  attendance_events: ['happened_at', 'id'],
  attendance_presence: [],
  attendance_rules: ['effective_from'],
  attendance_shift_versions: ['shift_id', 'effective_from'],
  attendance_shifts: ['id'],
  care_content_models: ['id'],
  care_records: ['id'],
  care_reminders_sent: ['record_id', 'day', 'at'],
  care_teacher_entries: ['id'],
  care_views: ['id'],
  class_brand_contents: ['id'],
  classes: ['id'],
  course_classes: ['course_id', 'class_id'],
  course_signs: ['id'],
  courses: ['id'],
  dish_ingredients: ['dish_id', 'seq'],
  dishes: ['id'],
  exam_plan_classes: ['plan_id', 'class_id'],
  exam_plans: ['id'],
  exam_records: ['plan_id', 'student_id'],
  exam_standards: ['item'],
  exhortations: ['id'],
  grades: ['id'],
  group_departments: ['id'],
  group_employee_profiles: ['member_id'],
  group_employee_schools: ['group_id', 'member_id'],
  group_profiles: [],
  group_role_school_codes: ['role_id', 'code'],
  growth_settings: [],
  guardians: ['id'],
  health_alert_children: ['alert_id', 'student_id'],
  health_alert_rules: [],
  health_alerts: ['id'],
  inspect_class_days: ['day', 'slot', 'class_id'],
  inspect_items: ['id'],
  inspect_records: ['day', 'slot', 'student_id'],
  inspect_slots: ['slot'],
  institutions: ['id'],
  intake_references: ['nutrient'],
  medical_conditions: ['id'],
  member_class_ranges: ['member_id', 'class_id'],
  member_history: ['id'],
  member_positions: ['member_id', 'position_id'],
  member_roles: ['member_id', 'role_id'],
  member_sign_in_blocks: ['member_id'],
  members: ['id'],
  menu_dishes: ['menu_id', 'day', 'meal', 'seq'],
  menu_photos: ['id'],
  menus: ['id'],
  place_rooms: ['id'],
  positions: ['id'],
  regulator_bodies: [],
  regulator_schools: ['regulator_id'],
  regulator_staff_scopes: ['member_id'],
  role_permissions: ['role_id', 'code'],
  roles: ['id'],
  school_figures: [],
  school_figures_dirty: [],
  school_pay_params: [],
  school_profiles: [],
  school_settings: [],
  school_terms: ['id'],
  special_group_students: ['group_id', 'student_id'],
  special_groups: ['id'],
  staff_certificates: ['id'],
  staff_profiles: ['member_id'],
  staff_temperatures: ['id'],
  stored_files: ['id'],
  student_allergies: ['student_id', 'allergen_id'],
  student_medical_history: ['student_id', 'condition_id'],
  students: ['id'],
  supervision_requests: ['id'],
  workflow_copies: ['request_id', 'member_id'],
  workflow_history: ['id'],
  workflow_processes: ['id'],
  workflow_requests: ['id'],
  workflow_step_approvers: ['step_id', 'member_id'],
  workflow_steps: ['id'],
  workflow_versions: ['id'],
  attendance_leaves: ['id'],
  attendance_pickers: ['id'],
  attendance_pickups: ['id'],
  attendance_photo_failures: ['id'],
  attendance_photo_notices: ['subject', 'person_id', 'day'],
  attendance_pickup_settings: [],
  attendance_health_codes: ['id'],
  attendance_absence_notices: ['student_id', 'day'],
};
