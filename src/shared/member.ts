// A school's teacher or student as the member screens read and edit them (GET/POST/PATCH s/teachers, s/students).
export type MemberKind = 'teacher' | 'student';

export interface MemberDetail {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  gender: number | null;
  birthday: string | null;
  /** 'teacher' | 'officer' | 'supervisor' | 'student' */
  position: string;
  /** The school role (null = the school's administrator). */
  schoolRoleId: number | null;
  /** Active in this school and as an account. */
  isActive: boolean;
  /** The school's teaching groups the member belongs to. */
  groups: { id: number; name: string }[];
  /** Whether the account also belongs to another school: its email then cannot be changed from here. */
  sharedAccount: boolean;
}

/** One problem of an imported row: its index in the rows sent, the field (a form field's name) and the message. */
export interface MemberImportIssue {
  index: number;
  field: string;
  message: string;
}

/** POST s/teachers|s/students/import: what the file would do (dryRun), or what it did. */
export interface MemberImportResult {
  total: number;
  /** Rows whose email has no account yet: an account is made and mailed a link to set its password. */
  newAccounts: number;
  /** Rows whose email already has an account (another school's, a former member's): it joins as it is. */
  existingAccounts: number;
  issues: MemberImportIssue[];
  /** false for a check; true once every row is saved. */
  saved: boolean;
}
