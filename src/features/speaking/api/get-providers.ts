// GET s/elsa/providers: which scorers the server has; free speaking (unscripted) is offered only when a cloud provider
// is configured. Kept in the offline read cache so the choice looks the same offline.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface SpeechProviders {
  scripted: string;
  unscripted: boolean;
}

export const getProviders = (schoolId: number) => requestData<SpeechProviders>('s/elsa/providers', { school: schoolId });

export const providersQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: ['speaking', schoolId, 'providers'],
    queryFn: () => getProviders(schoolId),
    staleTime: 10 * 60_000,
    meta: { offline: true },
  });
