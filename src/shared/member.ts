// A school's teacher or student as the member screens read and edit them (GET/POST/PATCH s/teachers, s/students).
import type { ImportIssue, ImportResult } from './import.ts';

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

export type MemberImportIssue = ImportIssue;

/** POST s/teachers|s/students/import: what the file would do (dryRun), or what it did. */
export interface MemberImportResult extends ImportResult {
  /** Rows whose email has no account yet: an account is made and mailed a link to set its password. */
  newAccounts: number;
  /** Rows whose email already has an account (another school's, a former member's): it joins as it is. */
  existingAccounts: number;
}
