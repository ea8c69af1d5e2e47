// Choosing a school (spec §4): store its id, load that school's session (423 → "Trường học đã hết hạn!" and stay),
// then open the school root.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { handleSchoolSelectError } from '@/lib/errors.ts';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';

export function useChooseSchool() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (schoolId: number): Promise<boolean> => {
      const previous = readKey(STORAGE_KEYS.schoolId);
      writeKey(STORAGE_KEYS.schoolId, String(schoolId));
      try {
        await queryClient.fetchQuery({ ...sessionQueryOptions(schoolId), staleTime: 0 });
      } catch (e) {
        writeKey(STORAGE_KEYS.schoolId, previous);
        handleSchoolSelectError(e);
        return false;
      }
      await navigate({ href: `/${schoolId}` });
      return true;
    },
    [queryClient, navigate],
  );
}
