// The /login screen: a sign-in / registration switch over the two forms; success follows the redirect target.
import { Link, useRouter } from '@tanstack/react-router';
import { safeRedirect } from '../lib/start-session.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SignInHeading } from './sign-in-heading.tsx';

export function LoginPage({ redirect, tab }: { redirect?: string; tab?: 'register' }) {
  const router = useRouter();
  const done = () => void router.navigate({ href: safeRedirect(redirect), replace: true });
  const registering = tab === 'register';

  return (
    <div>
      <SignInHeading registering={registering} />
      <div className="mt-6">{registering ? <RegisterForm onSuccess={done} /> : <LoginForm onSuccess={done} />}</div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {registering ? 'Đã có tài khoản? ' : 'Chưa có tài khoản? '}
        <Link to="/login" search={{ redirect, tab: registering ? undefined : 'register' }} className="font-medium text-brand-600 hover:underline">
          {registering ? 'Quay lại đăng nhập' : 'Đăng ký ngay'}
        </Link>
      </p>
    </div>
  );
}
