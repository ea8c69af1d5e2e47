// /{schoolId}/library/question/collection (spec §2 school library): the school's question banks. The library's
// question page is this same list, so this address opens it with the filters it was given.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseLibrarySearch } from '@/components/library/library-search.ts';

export const Route = createFileRoute('/_app/$schoolId/library/question/collection')({
  validateSearch: parseLibrarySearch,
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/$schoolId/library/question', params, search, replace: true });
  },
});
