// The personal information page: the user's details and schools, with an edit form for their own profile.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';

export function ProfilePage() {
  // useQuery, not suspense: the route guard has loaded the session already; this subscribes to its updates.
  const { data: session } = useQuery(sessionQueryOptions(null));
  const [editing, setEditing] = useState(false);
  if (!session) return <PageSpinner />;
  const { user } = session;
  const fullName = `${user.last_name} ${user.first_name}`.trim();
  const initials = `${user.last_name.charAt(0)}${user.first_name.charAt(0)}`.toUpperCase();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700">
          {initials}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-semibold text-slate-900">{fullName}</h1>
          <p className="truncate text-sm text-slate-500">{user.email}</p>
        </div>
        {!editing && <Button onClick={() => setEditing(true)}>Chỉnh sửa</Button>}
      </div>
      <section aria-labelledby="profile-info" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="profile-info" className="mb-4 text-lg font-semibold text-slate-800">
          Thông tin cá nhân
        </h2>
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
      </section>
      <section aria-labelledby="profile-schools" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="profile-schools" className="mb-4 text-lg font-semibold text-slate-800">
          Trường học
        </h2>
        {session.userSchools.length ? (
          <ul className="divide-y divide-slate-100">
            {session.userSchools.map(({ school }) => (
              <li key={school.id} className="py-2 text-slate-700">
                {school.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Bạn chưa là thành viên của trường học nào.</p>
        )}
      </section>
    </div>
  );
}
