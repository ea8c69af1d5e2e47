// How a person is shown in the role's lists: family name then given name, and the kind of account.
import type { RoleUser } from '../api/get-role-users.ts';

const TYPE_LABELS: Record<string, string> = { teacher: 'Giáo viên', student: 'Học sinh' };

export const fullName = (u: Pick<RoleUser, 'first_name' | 'last_name'>) => `${u.last_name} ${u.first_name}`.trim();
export const userTypeLabel = (type: string) => TYPE_LABELS[type] ?? 'Khác';
