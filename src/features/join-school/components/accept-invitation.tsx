// Accepting an invitation: one POST per visit (a reload after success would otherwise hit "already used"), then on
// to the congratulation screen; a bad or used code says so plainly and offers the way home.
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { MSG } from '@/shared/messages.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { TEXT } from '@/shared/ui-text.ts';

function failureText(error: unknown): string {
  if (!isApiError(error)) return MSG.generic;
  if (error.isNetworkError) return TEXT.noNetwork;
  return error.field('code')[0] ?? error.body?.messages[0] ?? MSG.invitationInvalid;
}

export function AcceptInvitation({ code }: { code: string }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development: the ref keeps it to one request.
    if (started.current || !code) return;
    started.current = true;
    accept.mutate(code, {
      onSuccess: ({ school }) => void navigate({ to: '/success-join-school', search: { schoolId: school.id, name: school.name }, replace: true }),
      // An expired token: sign in again and come back to the same link.
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          void navigate({ to: '/login', search: { redirect: `/accept-invitation-join-school?code=${encodeURIComponent(code)}` }, replace: true });
        }
      },
    });
  }, [code, accept, navigate]);

  if (code && (!accept.isError || (isApiError(accept.error) && accept.error.status === 401))) return <PageSpinner label="Đang xác nhận lời mời..." />;

  return (
    <div role="alert">
      <h1 className="text-xl font-semibold text-slate-900">Không thể tham gia trường học</h1>
      <p className="mt-3 text-sm text-red-700">{code ? failureText(accept.error) : MSG.invitationInvalid}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Về trang chủ
      </Link>
    </div>
  );
}
