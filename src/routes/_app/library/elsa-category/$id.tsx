// /library/elsa-category/{id} (spec §2 system library): the system's English lessons filed under one category (or
// its children) — the system list with that category as its filter, so the address stays shareable and filterable.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/library/elsa-category/$id')({
  beforeLoad: ({ params }) => {
    const id = Number(params.id);
    throw redirect({ to: '/library/elsa', search: Number.isInteger(id) && id > 0 ? { categoryIds: [id] } : {}, replace: true });
  },
});
