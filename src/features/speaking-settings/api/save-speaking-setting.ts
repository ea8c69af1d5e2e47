// PUT elsa_settings/default or elsa_settings/schools/{id} (an empty token keeps the saved one), and DELETE of either:
// the defaults go back to the server's configuration, a school back to the defaults.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { SpeakingSettingInput } from '@/shared/speaking-settings.ts';
import { speakingSettingsKey } from './get-speaking-defaults.ts';

export type SpeakingScope = 'default' | number;

const path = (scope: SpeakingScope) => (scope === 'default' ? 'elsa_settings/default' : `elsa_settings/schools/${scope}`);

export function useSaveSpeakingSetting(scope: SpeakingScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpeakingSettingInput) => requestData<unknown>(path(scope), { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: speakingSettingsKey }),
  });
}

export function useResetSpeakingSetting(scope: SpeakingScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestData<unknown>(path(scope), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: speakingSettingsKey }),
  });
}
