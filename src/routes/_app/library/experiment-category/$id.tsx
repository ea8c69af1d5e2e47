// /library/experiment-category/{id} (spec §2 system library): the system's experiments filed under one category (or
// its children) — the system list with that category as its filter, so the address stays shareable and filterable.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/library/experiment-category/$id')({
  beforeLoad: ({ params }) => {
    const id = Number(params.id);
    throw redirect({ to: '/library/experiment', search: Number.isInteger(id) && id > 0 ? { categoryIds: [id] } : {}, replace: true });
  },
});
