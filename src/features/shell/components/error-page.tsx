// The navigation error page (spec §4): a failed chunk reloads the page (at most once a minute); any other error
// shows its status code and message, with retry and home buttons.
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { isChunkLoadError, reloadForChunkError } from '@/lib/chunk-reload.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function errorStatus(error: unknown): number {
  if (isApiError(error)) return error.status === 0 ? 503 : error.status;
  return 500;
}

export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return TEXT.noNetwork;
    if (error.status === 403) return MSG.forbidden;
    if (error.status === 404) return MSG.notFound;
    return error.body?.messages[0] || error.body?.message || MSG.generic;
  }
  return MSG.generic;
}

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError();
  }, [chunk]);

  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">{chunk ? 'Cập nhật' : errorStatus(error)}</p>
      <p className="max-w-md text-lg text-slate-700">{chunk ? 'Ứng dụng vừa được cập nhật. Vui lòng tải lại trang.' : errorMessage(error)}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            if (chunk) window.location.reload();
            else {
              reset();
              void router.invalidate();
            }
          }}
        >
          {chunk ? 'Tải lại trang' : TEXT.retry}
        </Button>
        <Link to="/" className={buttonClass('primary')}>
          {TEXT.home}
        </Link>
      </div>
    </div>
  );
}
