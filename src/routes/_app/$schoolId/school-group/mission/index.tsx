// /{schoolId}/school-group/mission (spec §2; menu key mission): the teacher's missions with status filter and pages.
// A student lands here from a gradeMission notification (spec §4) and sees their own missions instead.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StudentMissionsPage } from '@/features/missions/components/student-missions-page.tsx';
import { TeacherMissionsPage } from '@/features/missions/components/teacher-missions-page.tsx';
import { MISSION_STATUSES } from '@/shared/mission.ts';
import { patchSearch } from '@/lib/search-patch.ts';

const searchSchema = v.object({
  status: v.fallback(v.optional(v.picklist([...MISSION_STATUSES, 'all']), 'all'), 'all'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  groupId: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

const parseSearch = (search: Record<string, unknown>) => v.parse(searchSchema, search);

export const Route = createFileRoute('/_app/$schoolId/school-group/mission/')({
  validateSearch: parseSearch,
  component: MissionsRoute,
});

function MissionsRoute() {
  const { schoolId, schoolSession } = Route.useRouteContext();
  const { status, page, groupId } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (schoolSession.user.userType === 'student') {
    return (
      <StudentMissionsPage
        schoolId={schoolId}
        userId={schoolSession.user.id}
        status={status}
        // A student's status tabs are the whole search: another one starts from page 1.
        onStatus={(s) => void navigate({ search: { status: s, page: 1 } })}
      />
    );
  }
  return (
    <TeacherMissionsPage
      schoolId={schoolId}
      status={status}
      page={page}
      groupId={groupId}
      onChange={(patch) => void navigate({ search: patchSearch(parseSearch, patch) })}
    />
  );
}
