// The user's picture, or their initials on the brand colour when they have none (or it fails to load).
import { useState } from 'react';
import type { CurrentUser } from '@/shared/session.ts';

export function initials(user: Pick<CurrentUser, 'first_name' | 'last_name'>): string {
  const first = user.first_name.trim().split(/\s+/).pop()?.[0] ?? '';
  const last = user.last_name.trim()[0] ?? '';
  return (last + first).toUpperCase() || '?';
}

export function Avatar({ user, size = 32 }: { user: Pick<CurrentUser, 'first_name' | 'last_name' | 'avatar'>; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (user.avatar && !failed) {
    return <img src={user.avatar} alt="" style={style} className="rounded-full object-cover" onError={() => setFailed(true)} />;
  }
  return (
    <span style={style} aria-hidden="true" className="inline-flex items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
      {initials(user)}
    </span>
  );
}
