// Saving the areas being edited, and what is wrong with them: the editor's own checks (shown once a save was tried,
// or for a label left empty), the server's refusal by area (until that area is changed), and whether anything is
// unsaved. A refused or failed save changes nothing on screen but the messages: every area drawn stays.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorText } from '@/lib/errors.ts';
import type { BookArea } from '@/shared/book.ts';
import { bookAreasQueryOptions } from '../../api/get-book.ts';
import { useSaveBookAreas } from '../../api/manage-books.ts';
import { areasInput, areasKey, checkAreas, serverProblems, type DraftArea, type ProblemMap } from './drafts.ts';

export interface AreaSaveOptions {
  bookId: number;
  initial: BookArea[];
  areas: DraftArea[];
  /** Puts the server's copy in place of what was sent (not an undo step). */
  replace: (op: (areas: DraftArea[]) => DraftArea[]) => void;
  /** Brings an area that needs fixing into view: its label field, or the area itself. */
  show: (area: DraftArea, field: 'label' | 'area') => void;
}

const merge = (client: ProblemMap, server: ProblemMap): ProblemMap => {
  const out: ProblemMap = { ...client };
  for (const [id, p] of Object.entries(server)) out[id] = { ...out[id], ...p };
  return out;
};

export function useAreaSave({ bookId, initial, areas, replace, show }: AreaSaveOptions) {
  const [savedKey, setSavedKey] = useState(() => areasKey(initial));
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<ProblemMap>({});
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveBookAreas();
  const queryClient = useQueryClient();

  const dirty = areasKey(areas) !== savedKey;
  const checked = useMemo(() => checkAreas(areas), [areas]);
  const problems = useMemo(() => {
    const shown: ProblemMap = {};
    for (const [id, p] of Object.entries(checked)) {
      if (attempted) shown[id] = p;
      else if (touched.has(id) && p.label) shown[id] = { label: p.label };
    }
    return merge(shown, refused);
  }, [checked, attempted, touched, refused]);

  /** These areas were changed: what the server said of them no longer holds. */
  const changed = (ids: string[]) => {
    setJustSaved(false);
    if (ids.some((id) => refused[id]))
      setRefused((r) => {
        const next = { ...r };
        for (const id of ids) delete next[id];
        return next;
      });
  };
  const touch = (id: string) => setTouched((t) => (t.has(id) ? t : new Set(t).add(id)));

  const submit = () => {
    setAttempted(true);
    setError(null);
    const bad = areas.filter((a) => checked[a.id]);
    if (bad.length) {
      setError(`Chưa lưu: ${bad.length} vùng cần sửa (thiếu tên hoặc nội dung). Các vùng vẫn còn nguyên trên màn hình.`);
      show(bad[0]!, checked[bad[0]!.id]!.label ? 'label' : 'area');
      return;
    }
    const sent = areas;
    save.mutate(
      { id: bookId, input: areasInput(sent) },
      {
        onSuccess: (stored) => {
          setSavedKey(areasKey(stored));
          setRefused({});
          setJustSaved(true);
          // The server's copies of what each area opens, unless the administrator has changed something since.
          replace((now) => (areasKey(now) === areasKey(sent) ? stored : now));
          queryClient.setQueryData(bookAreasQueryOptions('signed-in', bookId).queryKey, stored);
        },
        onError: (e) => {
          const byArea = serverProblems(e, sent);
          setRefused(byArea ?? {});
          if (!byArea) {
            setError(`${apiErrorText(e)} Các vùng vẫn còn nguyên trên màn hình, hãy lưu lại.`);
            return;
          }
          setError(`Máy chủ chưa nhận: ${Object.keys(byArea).length} vùng cần sửa. Các vùng vẫn còn nguyên trên màn hình.`);
          const first = sent.find((a) => byArea[a.id]);
          if (first) show(first, byArea[first.id]!.label ? 'label' : 'area');
        },
      },
    );
  };

  let status = '';
  if (save.isPending) status = 'Đang lưu…';
  else if (dirty) status = 'Có thay đổi chưa lưu';
  else if (justSaved) status = 'Đã lưu';

  return { dirty, problems, error, setError, status, saving: save.isPending, submit, changed, touch };
}
