// The question banks a teacher takes content from (questions into an exam or a slide, games into a slide or an
// area): her own banks and her school's approved ones; a system exam or lecture takes from the system's banks only.
import { useQuery } from '@tanstack/react-query';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { QuestionCollection } from '@/shared/question-bank.ts';

export type BankSource = { library: LibraryRef; bank: QuestionCollection };

/** One bank's value in a select: its level and id (a personal and a school bank never share both). */
export const bankSourceKey = (s: BankSource) => `${s.library.level}:${s.bank.id}`;

export function useBankSources(open: boolean, schoolId: number | null) {
  const personal: LibraryRef = schoolId === null ? { level: 'system' } : { level: 'personal', schoolId };
  const school: LibraryRef = schoolId === null ? { level: 'system' } : { level: 'school', schoolId };
  const mine = useQuery({ ...libraryPageQueryOptions<QuestionCollection>('question', personal, { perPage: 100, sort: 'name' }), enabled: open });
  const shared = useQuery({
    ...libraryPageQueryOptions<QuestionCollection>('question', school, { perPage: 100, sort: 'name', status: 'approved' }),
    enabled: open && schoolId !== null,
  });
  const sources: BankSource[] = [
    ...(mine.data?.data ?? []).map((bank) => ({ library: personal, bank })),
    ...(schoolId === null ? [] : (shared.data?.data ?? [])).map((bank) => ({ library: school, bank })),
  ];
  return {
    sources,
    isPending: mine.isPending || (schoolId !== null && shared.isPending),
    isError: mine.isError || shared.isError,
    refetch: () => void Promise.all([mine.refetch(), shared.refetch()]),
  };
}
