// GET s/personal/learning_groups (spec §7): the groups where the signed-in user is a student. Asked again every
// minute while a screen shows them, so a class the school puts her in (or a join request approved) appears without a
// reload.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import { pollInterval } from '@/lib/poll.ts';
import type { LearningGroup } from '@/shared/exam.ts';

export const getLearningGroups = (schoolId: number) => requestData<LearningGroup[]>('s/personal/learning_groups', { school: schoolId });

export const learningGroupsQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['exams', schoolId, 'learning-groups'],
    queryFn: () => getLearningGroups(schoolId),
    meta: { offline: true },
    refetchInterval: pollInterval,
  });

/** The grades of the student's groups ("Khối 7", "Lớp 7" → 7), for what is suggested or listed first. */
export const learningGroupGrades = (groups: LearningGroup[] | undefined): number[] => [
  ...new Set((groups ?? []).map((g) => Number(/\d+/.exec(g.grade?.name ?? '')?.[0])).filter((n) => Number.isInteger(n) && n > 0)),
];
