// /{schoolId}/person-library/exam/edit (spec §2: {examId?}/edit without an exam): the exam editor on a new exam,
// which is /add.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/$schoolId/person-library/exam/edit')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$schoolId/person-library/exam/add', params, replace: true });
  },
});
