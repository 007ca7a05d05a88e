// The roles area adds no table: roles, role_permissions and member_roles live in identity.ts;
// migration 0009 gives roles a description and a data scope, read through SQL in role-data.ts.
export {};
