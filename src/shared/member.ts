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
