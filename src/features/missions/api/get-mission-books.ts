// GET s/mission-books?groupId: the group's exams, the school's lectures and sentences a mission can ask for.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MissionBooks } from '@/shared/mission.ts';
import { missionsKey } from './mission-keys.ts';

export const missionBooksQueryOptions = (schoolId: number, groupId: number) =>
  queryOptions({
    queryKey: [...missionsKey(schoolId), 'books', groupId],
    queryFn: ({ signal }) => requestData<MissionBooks>('s/mission-books', { school: schoolId, signal, query: { groupId } }),
  });
