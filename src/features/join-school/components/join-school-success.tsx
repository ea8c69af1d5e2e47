// The congratulation after joining a school by invitation, with the way into that school.
import { Link, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';

export function JoinSchoolSuccess({ schoolId, name }: { schoolId?: number; name?: string }) {
  const router = useRouter();
  const enter = (event: MouseEvent) => {
    event.preventDefault();
    // Entering a school makes it the current one (spec §4 "School choice").
    writeKey(STORAGE_KEYS.schoolId, String(schoolId));
    void router.navigate({ href: `/${schoolId}` });
  };
  return (
    <div>
      <svg viewBox="0 0 48 48" className="mx-auto size-16 text-green-600" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <circle cx="24" cy="24" r="20" />
        <path d="m15 25 6 6 12-13" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Chúc mừng!</h1>
      <p className="mt-2 text-slate-600">
        {name ? (
          <>
            Bạn đã trở thành thành viên của <span className="font-medium text-slate-900">{name}</span>.
          </>
        ) : (
          'Bạn đã tham gia trường học thành công.'
        )}
      </p>
      {schoolId ? (
        <a href={`/${schoolId}`} onClick={enter} className={buttonClass('primary', 'md', 'mt-6')}>
          Vào trường
        </a>
      ) : (
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          Về trang chủ
        </Link>
      )}
    </div>
  );
}
