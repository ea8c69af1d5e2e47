// A type's categories as select options: each top-level category followed by its children, marked with a dash.
import type { LibraryCategory } from '@/shared/library.ts';

export function categoryOptionList(categories: readonly LibraryCategory[] | undefined): { value: number; label: string }[] {
  const all = categories ?? [];
  return all
    .filter((c) => c.parentId === null)
    .flatMap((p) => [p, ...all.filter((c) => c.parentId === p.id)])
    .map((c) => ({ value: c.id, label: c.parentId === null ? c.name : `— ${c.name}` }));
}
