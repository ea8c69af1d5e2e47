// POST elsa_settings/test: sends a short recording to the API as typed and answers what came back, in Vietnamese.
import { requestData } from '@/lib/http.ts';
import type { SpeakingTestInput, SpeakingTestResult } from '@/shared/speaking-settings.ts';

export const testSpeakingConnection = (input: SpeakingTestInput) => requestData<SpeakingTestResult>('elsa_settings/test', { method: 'POST', body: input });
