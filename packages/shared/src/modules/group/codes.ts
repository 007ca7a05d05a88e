/**
 * The group console's own codes (overview §6: its routes carry no page codes, and a group role
 * set exists). A group administrator holds them all; a group employee holds those of their group
 * roles. Not school codes: a group role grants school codes separately (atomic permissions).
 */
export const GROUP_CONSOLE_CODES = {
  /** Create schools, edit their profile, director account and payment parameters. */
  schoolManage: 'group-school-manage',
  /** Add, edit and end group employees, and their scope over the schools. */
  employeeManage: 'group-employee-manage',
  /** The departments tree. */
  organizationManage: 'group-organization-manage',
  /** Group roles, their console codes and the school codes they grant. */
  roleManage: 'group-role-manage',
} as const;

/** A supervising authority's own console; its administrator holds them all. */
export const REGULATION_CODES = {
  /** Its units (subordinate bodies) and its superior body. */
  unitManage: 'regulation-unit-manage',
  /** The groups and schools it supervises, and its supervision requests. */
  superviseManage: 'regulation-supervise-manage',
  /** What each of its staff may see. */
  permissionManage: 'regulation-permission-manage',
} as const;

export const ALL_GROUP_CONSOLE_CODES: string[] = Object.values(GROUP_CONSOLE_CODES);
export const ALL_REGULATION_CODES: string[] = Object.values(REGULATION_CODES);
