/**
 * Which generated file (one per module area) holds each table. A migration that adds a table adds
 * its name here; the generator refuses a table no area claims rather than guessing.
 */
export const AREAS: Readonly<Record<string, readonly string[]>> = {
  audit: ['audit_entries', 'audit_heads'],
  auth: [
    'app_secrets',
    'login_failures',
    'login_keys',
    'phone_changes',
    'referer_tokens',
    'refresh_tokens',
    'regions',
    'sessions',
    'sms_codes',
    'sms_messages',
    'wechat_binds',
  ],
  garden: [
    'class_brand_contents',
    'course_classes',
    'course_signs',
    'courses',
    'member_history',
    'member_positions',
    'place_rooms',
    'positions',
    'school_terms',
    'stored_files',
  ],
  'group-org': ['group_departments', 'group_employee_profiles', 'group_role_school_codes'],
  'group-schools': ['group_employee_schools', 'group_profiles', 'school_figures', 'school_figures_dirty', 'school_pay_params'],
  health: [
    'allergens',
    'health_alert_children',
    'health_alert_rules',
    'health_alerts',
    'inspect_class_days',
    'inspect_items',
    'inspect_records',
    'inspect_slots',
    'medical_conditions',
    'staff_temperatures',
    'student_allergies',
    'student_medical_history',
  ],
  'health-care': ['care_content_models', 'care_records', 'care_reminders_sent', 'care_teacher_entries', 'care_views', 'exhortations'],
  'health-growth': ['exam_plan_classes', 'exam_plans', 'exam_records', 'exam_standards', 'growth_settings'],
  identity: [
    'accounts',
    'institutions',
    'member_roles',
    'members',
    'regulator_schools',
    'role_permissions',
    'roles',
    'staff_certificates',
    'staff_profiles',
  ],
  jobs: ['jobs'],
  notices: ['notice_outbox', 'notices'],
  partitions: ['partition_policies'],
  recipes: [
    'dish_ingredients',
    'dishes',
    'intake_references',
    'menu_dishes',
    'menu_photos',
    'menus',
    'special_group_students',
    'special_groups',
  ],
  reference: ['food_composition', 'growth_lms', 'reference_loads'],
  regulation: ['regulator_bodies', 'regulator_staff_scopes'],
  school: ['classes', 'grades', 'guardians', 'member_class_ranges', 'students'],
  'system-accounts': ['member_sign_in_blocks'],
  'system-school': ['school_profiles', 'school_settings', 'supervision_requests'],
  workflow: [
    'workflow_copies',
    'workflow_history',
    'workflow_processes',
    'workflow_requests',
    'workflow_step_approvers',
    'workflow_steps',
    'workflow_versions',
  ],
  attendance: [
    'attendance_shifts',
    'attendance_shift_versions',
    'attendance_class_shifts',
    'attendance_rules',
    'attendance_leaves',
    'attendance_pickers',
    'attendance_pickups',
    'attendance_photo_failures',
    'attendance_photo_notices',
    'attendance_pickup_settings',
    'attendance_health_codes',
    'attendance_absence_notices',
  ],
  'attendance-ledger': [
    'attendance_devices',
    'attendance_device_contacts',
    'attendance_cards',
    'attendance_events',
    'attendance_event_keys',
    'attendance_child_days',
    'attendance_presence',
    'attendance_class_days',
    'attendance_days_dirty',
  ],
  'attendance-calendar': ['attendance_calendar_days'],
};

/**
 * The TypeScript type of a jsonb column (`table.column`), which the database cannot tell; a jsonb
 * column not listed reads as `unknown`, so its readers must say what they expect.
 */
export const JSON_TYPES: Readonly<Record<string, string>> = {
  'courses.weekdays': 'number[]',
  'class_brand_contents.image_urls': 'string[]',
  'school_settings.external_links': '{ symptomChecklist: string | null; healthCare: string | null }',
};

/**
 * TypeScript keys that are not the camelCase of their column: food_composition's nutrients keep
 * the shared FOOD_NUTRIENTS keys (energyKCal, CHO, Ca, …), which the reference loader and the
 * recipes' nutrient sums index the table by.
 */
export const COLUMN_KEYS: Readonly<Record<string, string>> = {
  'food_composition.energy_kcal': 'energyKCal',
  'food_composition.cho': 'CHO',
  'food_composition.vitamin_etotal': 'vitaminETotal',
  'food_composition.ca': 'Ca',
  'food_composition.p': 'P',
  'food_composition.k': 'K',
  'food_composition.na': 'Na',
  'food_composition.mg': 'Mg',
  'food_composition.fe': 'Fe',
  'food_composition.zn': 'Zn',
  'food_composition.se': 'Se',
  'food_composition.cu': 'Cu',
  'food_composition.mn': 'Mn',
};
