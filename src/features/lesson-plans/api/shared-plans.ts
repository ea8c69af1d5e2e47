// GET s/shared_schedules and s/shared_schedules/:id: the personal plans colleagues let the caller read (read-only).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, requestData } from '@/lib/http.ts';
import { libraryQueryString, type LibraryFilters, type LibraryPage } from '@/shared/library.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';

const key = (schoolId: number) => ['shared-plans', schoolId] as const;

export const sharedPlansQueryOptions = (schoolId: number, filters: LibraryFilters) =>
  queryOptions({
    queryKey: [...key(schoolId), 'list', filters],
    queryFn: ({ signal }) => {
      const qs = libraryQueryString(filters);
      return request<LibraryPage<LessonPlan>>(`s/shared_schedules${qs ? `?${qs}` : ''}`, { school: schoolId, signal });
    },
    placeholderData: keepPreviousData,
  });

export const sharedPlanQueryOptions = (schoolId: number, id: number) =>
  queryOptions({
    queryKey: [...key(schoolId), 'item', id],
    queryFn: ({ signal }) => requestData<LessonPlan>(`s/shared_schedules/${id}`, { school: schoolId, signal }),
  });
