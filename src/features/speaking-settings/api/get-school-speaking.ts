// GET elsa_settings/schools: every school by name, with its own scoring setting (null: it follows the defaults).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http.ts';
import type { SchoolSpeakingRow } from '@/shared/speaking-settings.ts';
import { speakingSettingsKey } from './get-speaking-defaults.ts';

const SCHOOL_SPEAKING_PER_PAGE = 10;

export const schoolSpeakingQueryOptions = (p: { page: number; name?: string }) =>
  queryOptions({
    queryKey: [...speakingSettingsKey, 'schools', p],
    queryFn: ({ signal }) =>
      request<{ data: SchoolSpeakingRow[]; pagination: { total: number; page: number; perPage: number } }>('elsa_settings/schools', {
        signal,
        query: { page: p.page, perPage: SCHOOL_SPEAKING_PER_PAGE, name: p.name },
      }),
    placeholderData: keepPreviousData,
  });
