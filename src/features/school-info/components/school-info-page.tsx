// /{schoolId}/school: the school's own information for its staff — its name, code and contacts, its contract (first
// and last day, the days left), its administrators and its use of the contract's quotas — read-only, since the system
// administrator keeps schools up to date; with a way to the school's statistics on its home.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { touchTarget } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ContractQuotas } from '@/components/usage/contract-quotas.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { formatDate, formatNumber, formatPhone } from '@/lib/format.ts';
import { CONTRACT_ENDING_DAYS, SCHOOL_STATS_ANCHOR, type SchoolInfo } from '@/shared/school-info.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { schoolInfoQueryOptions } from '../api/get-school-info.ts';

// Full touch targets on tablets: a phone number, an address to write to and the way to the statistics are controls.
const linkClass = `text-brand-700 underline-offset-2 hover:underline ${touchTarget}`;
const day = (date: string) => formatDate(`${date}T12:00:00+07:00`);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function DaysLeft({ days }: { days: number }) {
  if (days === 0) return <Badge tone="danger">Hôm nay là ngày cuối cùng</Badge>;
  return <Badge tone={days <= CONTRACT_ENDING_DAYS ? 'warning' : 'success'}>{`Còn ${formatNumber(days)} ngày`}</Badge>;
}

function Details({ s }: { s: SchoolInfo }) {
  const ending = s.contract.daysLeft <= CONTRACT_ENDING_DAYS;
  return (
    <>
      <Section title="Thông tin liên hệ">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Mã trường">{s.code}</Item>
          <Item label="Địa chỉ">{s.address || '—'}</Item>
          <Item label="Số điện thoại">
            {s.phone ? (
              <a href={`tel:${s.phone}`} className={linkClass}>
                {formatPhone(s.phone)}
              </a>
            ) : (
              '—'
            )}
          </Item>
          <Item label="Email">
            {s.email ? (
              <a href={`mailto:${s.email}`} className={linkClass}>
                {s.email}
              </a>
            ) : (
              '—'
            )}
          </Item>
        </dl>
      </Section>
      <Section title="Hợp đồng">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Item label="Ngày bắt đầu">{s.contract.startsOn ? day(s.contract.startsOn) : '—'}</Item>
          <Item label="Ngày hết hạn">{day(s.contract.lastDay)}</Item>
          <Item label="Thời hạn còn lại">
            <DaysLeft days={s.contract.daysLeft} />
          </Item>
        </dl>
        {ending && <p className="mt-3 text-sm text-amber-800">Hợp đồng sắp hết hạn. Hãy liên hệ quản trị hệ thống để gia hạn.</p>}
      </Section>
      <Section title="Hạn mức sử dụng">
        <ContractQuotas storage={s.storage} speaking={s.speaking} />
        <p className="mt-3 text-sm">
          <Link to="/$schoolId" params={{ schoolId: String(s.id) }} hash={SCHOOL_STATS_ANCHOR} className={linkClass}>
            Xem thống kê của trường
          </Link>
        </p>
      </Section>
      <Section title="Quản trị viên của trường">
        {s.administrators.length ? (
          <ul className="divide-y divide-slate-100">
            {s.administrators.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-slate-900">{a.name}</span>
                <a href={`mailto:${a.email}`} className={`${linkClass} break-all`}>
                  {a.email}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Trường chưa có quản trị viên.</p>
        )}
      </Section>
    </>
  );
}

export function SchoolInfoPage({ schoolId }: { schoolId: number }) {
  const info = useQuery(schoolInfoQueryOptions(schoolId));
  const s = info.data;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{s ? s.name : 'Thông tin trường'}</h1>
        <p className="mt-1 text-sm text-slate-600">Thông tin do quản trị hệ thống cập nhật; cần thay đổi, hãy liên hệ quản trị viên của trường.</p>
      </div>
      {s ? (
        <Details s={s} />
      ) : info.isError ? (
        <ErrorAlert onRetry={() => void info.refetch()}>{apiErrorText(info.error)}</ErrorAlert>
      ) : (
        <Spinner label={TEXT.loading} />
      )}
    </div>
  );
}
