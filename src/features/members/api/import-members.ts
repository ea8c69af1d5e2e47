// POST s/teachers|s/students/import: the preview (dryRun) and the save of a spreadsheet's rows. A save refused because
// a row has a problem (the database changed since the preview) answers its problems as the preview does.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { MemberImportResult, MemberKind } from '@/shared/member.ts';
import type { MemberImportRow } from '@/shared/schemas/member-import.ts';
import { MEMBER_PATHS, membersKey } from './get-member.ts';

export const importMembers = (schoolId: number, kind: MemberKind, rows: MemberImportRow[], dryRun: boolean) =>
  requestData<MemberImportResult>(`${MEMBER_PATHS[kind]}/import`, { method: 'POST', school: schoolId, body: { rows, dryRun }, timeoutMs: 120_000 });

export function useImportMembers(schoolId: number, kind: MemberKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: MemberImportRow[]; dryRun: boolean }) => importMembers(schoolId, kind, rows, dryRun),
    onSuccess: (result) => (result.saved ? queryClient.invalidateQueries({ queryKey: membersKey(schoolId) }) : undefined),
  });
}
