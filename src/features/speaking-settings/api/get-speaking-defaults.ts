// GET elsa_settings/default: the scoring setting of schools without their own, and the server's own configuration.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SpeakingDefaults } from '@/shared/speaking-settings.ts';

export const speakingSettingsKey = ['speaking-settings'] as const;

export const speakingDefaultsQueryOptions = () =>
  queryOptions({
    queryKey: [...speakingSettingsKey, 'default'],
    queryFn: ({ signal }) => requestData<SpeakingDefaults>('elsa_settings/default', { signal }),
  });
