// The sign-in screen's heading, also drawn by the build into index.html as the first paint of /login
// (scripts/vite-boot-screen.ts), so it must render without the router or any data.
export function SignInHeading({ registering = false }: { registering?: boolean }) {
  return (
    <>
      <h1 className="text-2xl font-semibold text-slate-900">{registering ? 'Tạo tài khoản' : 'Chào mừng trở lại'}</h1>
      <p className="mt-1 text-sm text-slate-500">
        {registering ? 'Đăng ký tài khoản giáo viên để tham gia trường học của bạn.' : 'Đăng nhập để tiếp tục học và dạy.'}
      </p>
    </>
  );
}
