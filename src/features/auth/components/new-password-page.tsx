// The new-password screen: validates the mailed token (GET passwords/new?token), then sets the password
// (POST passwords) and points the user to the login form.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { MSG } from '@/shared/messages.ts';
import { resetTokenQueryOptions } from '../api/new-password.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';

const linkClass = 'font-medium text-brand-600 hover:underline';

export function NewPasswordPage({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  // useQuery, not suspense: an invalid or expired link is an answer this page words itself, not an error page.
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: Boolean(token) });

  let body;
  if (done) {
    body = (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-800">
        <p>Đặt lại mật khẩu thành công. Bạn có thể đăng nhập bằng mật khẩu mới.</p>
        <Link to="/login" className={`mt-2 inline-block ${linkClass}`}>
          Đăng nhập ngay
        </Link>
      </div>
    );
  } else if (token && check.isPending) {
    body = <PageSpinner />;
  } else if (!token || check.isError) {
    const offline = isApiError(check.error) && check.error.isNetworkError;
    body = (
      <ErrorAlert
        size="sm"
        action={
          <Link to="/forgot-password" className={linkClass}>
            Gửi lại email đặt lại mật khẩu
          </Link>
        }
      >
        {offline ? TEXT.noNetwork : MSG.resetLinkInvalid}
      </ErrorAlert>
    );
  } else {
    body = <NewPasswordForm token={token} email={check.data?.email ?? ''} onDone={() => setDone(true)} />;
  }

  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Đặt lại mật khẩu</h1>
      <div className="mt-6">{body}</div>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClass}>
          Quay lại đăng nhập
        </Link>
      </p>
    </div>
  );
}
