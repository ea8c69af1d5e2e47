// /personal-media (spec §2, the avatar menu's media library): the user's own media in the school they are working
// in (the one remembered from the last school page, else their first school), with their storage. Outside every
// school, or without a personal media library there, it says so.
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { parseLibrarySearch } from '@/components/library/library-search.ts';
import { MediaPage } from '@/features/media/components/media-page.tsx';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { parseId } from '@/lib/route-ids.ts';
import { STORAGE_KEYS, readKey } from '@/lib/storage-keys.ts';
import { patchSearch } from '@/lib/search-patch.ts';
import { hasGroup } from '@/shared/permissions.ts';

export const Route = createFileRoute('/_app/personal-media')({
  validateSearch: parseLibrarySearch,
  loader: async ({ context }) => {
    const schools = context.session.userSchools.map((s) => s.school.id);
    const remembered = parseId(readKey(STORAGE_KEYS.schoolId));
    const schoolId = remembered !== null && schools.includes(remembered) ? remembered : (schools[0] ?? null);
    if (schoolId === null) return { schoolId: null, schoolSession: null };
    const schoolSession = await context.queryClient.ensureQueryData(sessionQueryOptions(schoolId));
    return { schoolId, schoolSession };
  },
  component: PersonalMediaRoute,
});

function PersonalMediaRoute() {
  const { schoolId, schoolSession } = Route.useLoaderData();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  if (schoolId === null || !schoolSession || !hasGroup(schoolSession.grants, 'personal_media'))
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold text-slate-900">Học liệu của tôi</h1>
        <EmptyState
          title="Chưa có thư viện học liệu cá nhân"
          description={
            schoolId === null
              ? 'Hãy tham gia một trường để lưu hình ảnh, video, âm thanh và mô hình 3D của bạn.'
              : 'Tài khoản của bạn ở trường này không có thư viện học liệu cá nhân.'
          }
        />
      </div>
    );
  return (
    <MediaPage
      library={{ level: 'personal', schoolId }}
      filters={filters}
      onFiltersChange={(patch) => void navigate({ search: patchSearch(parseLibrarySearch, patch), replace: true })}
      grants={schoolSession.grants}
      user={schoolSession.user}
    />
  );
}
