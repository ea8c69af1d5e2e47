// /school/details/{id}: one school for the system administrator — status, contract, address and contacts, quotas,
// members of each position and its administrators, with links to edit it and to its roles, and its actions.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { formatDate, formatNumber, formatPhone } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { isSchoolOpen } from '../api/get-schools.ts';
import { schoolQueryOptions, type SchoolDetail } from '../api/get-school.ts';
import { SchoolRowActions, type SchoolRights } from './school-row-actions.tsx';

const POSITIONS: { key: keyof SchoolDetail['members']; label: string }[] = [
  { key: 'supervisor', label: 'Quản trị viên' },
  { key: 'officer', label: 'Hiệu trưởng' },
  { key: 'teacher', label: 'Giáo viên' },
  { key: 'student', label: 'Học sinh' },
];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function status(s: SchoolDetail) {
  if (isSchoolOpen(s)) return <Badge tone="success">Đang hoạt động</Badge>;
  return <Badge tone="danger">{s.isActive ? 'Hết hạn' : 'Đã tắt'}</Badge>;
}

const quota = (n: number | null, unit: string) => (n === null ? 'Không đặt' : `${formatNumber(n)} ${unit}`);

export interface SchoolDetailsPageProps {
  schoolId: number;
  rights: SchoolRights;
  onDeleted: () => void;
}

export function SchoolDetailsPage({ schoolId, rights, onDeleted }: SchoolDetailsPageProps) {
  const school = useQuery(schoolQueryOptions(schoolId));
  const s = school.data;
  const params = { id: String(schoolId) };
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to="/school" className={backLinkClass}>
        ← Trường học
      </Link>
      {school.isError && !s ? (
        <ErrorAlert onRetry={() => void school.refetch()}>{apiErrorText(school.error)}</ErrorAlert>
      ) : !s ? (
        <Spinner label={TEXT.loading} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{s.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              {rights.update && (
                <Link to="/school/edit/$id" params={params} className={buttonClass('secondary')}>
                  Sửa
                </Link>
              )}
              <Link to="/school/role/$schoolId" params={{ schoolId: String(s.id) }} className={buttonClass('secondary')}>
                Vai trò của trường
              </Link>
              <SchoolRowActions school={s} rights={{ update: rights.update, delete: rights.delete }} onDeleted={onDeleted} showView={false} />
            </div>
          </div>
          <section aria-labelledby="school-info" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="school-info" className="mb-3 text-lg font-semibold text-slate-900">
              Thông tin
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Mã trường">{s.code}</Item>
              <Item label="Trạng thái">{status(s)}</Item>
              <Item label="Địa chỉ">{s.address || '—'}</Item>
              <Item label="Số điện thoại">{s.phone ? formatPhone(s.phone) : '—'}</Item>
              <Item label="Email">{s.email || '—'}</Item>
              <Item label="Ngày tạo">{formatDate(s.createdAt)}</Item>
            </dl>
          </section>
          <section aria-labelledby="school-contract" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="school-contract" className="mb-3 text-lg font-semibold text-slate-900">
              Hợp đồng và hạn mức
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Ngày bắt đầu">{s.contractStartsOn ? formatDate(`${s.contractStartsOn}T12:00:00+07:00`) : '—'}</Item>
              <Item label="Ngày hết hạn">{formatDate(s.expiresAt)}</Item>
              <Item label="Dung lượng lưu trữ">{quota(s.storageLimitMb, 'MB')}</Item>
              <Item label="Lượt chấm phát âm">{quota(s.speakingCallLimit, 'lượt')}</Item>
            </dl>
          </section>
          <section aria-labelledby="school-members" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="school-members" className="mb-3 text-lg font-semibold text-slate-900">
              {`Thành viên (${formatNumber(s.memberCount)})`}
            </h2>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {POSITIONS.map((p) => (
                <Item key={p.key} label={p.label}>
                  {formatNumber(s.members[p.key])}
                </Item>
              ))}
            </dl>
            <h3 className="mt-5 mb-2 font-semibold text-slate-900">Quản trị viên</h3>
            {s.administrators.length ? (
              <ul className="divide-y divide-slate-100">
                {s.administrators.map((a) => (
                  <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>{`${a.last_name} ${a.first_name}`}</span>
                    <span className="text-slate-600">
                      {a.email}
                      {!a.isActive && ' (đã khoá)'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">Trường chưa có quản trị viên.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
