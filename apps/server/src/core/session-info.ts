/** Who calls, as the session hook loads it (core/session.ts) and the session cache keeps it. */
export interface SessionInfo {
  sessionId: number;
  accountId: number;
  institutionId: number;
  institutionType: number;
  memberId: number;
  readOnly: boolean;
  viaInstitutionId: number | null;
  needUpdatePassword: boolean;
  allRange: boolean;
  isAdmin: boolean;
  permissions: Set<string>;
  realName: string;
  avatarUrl: string | null;
  institutionName: string;
  /** The institution's logo as stored (a file reference); signed per session on the way out. */
  institutionLogo?: string | null;
  /** The group owning the session's school, if any. */
  parentGroupId: number | null;
  /** Modules the school switched off (platform settings): their coded calls answer system-0001 (core/serve.ts). */
  modulesOff?: readonly string[];
}
