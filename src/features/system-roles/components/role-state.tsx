// Whether a system role is in use, as its list and its page say it.
import type { SystemRole } from '../api/get-system-roles.ts';

export function RoleState({ role }: { role: Pick<SystemRole, 'isActive'> }) {
  return role.isActive ? <span className="text-green-700">Đang dùng</span> : <span className="text-slate-600">Đã tắt</span>;
}
