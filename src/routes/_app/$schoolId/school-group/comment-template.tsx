// /{schoolId}/school-group/comment-template (spec §2; menu key comment_template): the teacher's comment templates.
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CommentTemplatesPage } from '@/features/comment-templates/components/comment-templates-page.tsx';

const searchSchema = v.object({ page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1) });

export const Route = createFileRoute('/_app/$schoolId/school-group/comment-template')({
  validateSearch: (search) => v.parse(searchSchema, search),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  const { schoolId } = Route.useRouteContext();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CommentTemplatesPage schoolId={schoolId} page={page} onPage={(p) => void navigate({ search: { page: p } })} />;
}
