// The read view of a user's details: phone 4-3-3, gender label, birthday dd/MM/yyyy (spec §3, §9).
import { formatDate, formatPhone } from '@/lib/format.ts';
import { GENDERS } from '@/shared/constants.ts';
import type { CurrentUser } from '@/shared/session.ts';

const USER_TYPE_LABELS: Record<CurrentUser['userType'], string> = { teacher: 'Giáo viên', student: 'Học sinh', other: 'Khác' };

export function genderLabel(gender: number | null): string {
  return GENDERS.find((g) => g.value === gender)?.label ?? '';
}

/** Birthdays are calendar days (yyyy-MM-dd): read in UTC so no time zone can move them by a day. */
export const formatBirthday = (birthday: string | null) => formatDate(birthday, { timeZone: 'UTC' });

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const rows: [string, string][] = [
    ['Họ và tên', `${user.last_name} ${user.first_name}`.trim()],
    ['Email', user.email],
    ['Số điện thoại', formatPhone(user.phone)],
    ['Giới tính', genderLabel(user.gender)],
    ['Ngày sinh', formatBirthday(user.birthday)],
    ['Loại tài khoản', USER_TYPE_LABELS[user.userType]],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{value || <span className="font-normal text-slate-400">Chưa cập nhật</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
