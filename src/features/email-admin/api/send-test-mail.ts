// POST email_accounts/test: a test mail with the form's settings as typed (a saved account's password fills an empty
// field); the answer is what the SMTP server said. It waits for that server, so it gets longer than other calls.
import { useMutation } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';
import type { EmailTestOutput } from '@/shared/schemas/email.ts';

export type TestMailResult = { ok: true; response: string } | { ok: false; message: string };

export function useSendTestMail() {
  return useMutation({
    mutationFn: (input: EmailTestOutput) => requestData<TestMailResult>('email_accounts/test', { method: 'POST', body: input, timeoutMs: 60_000 }),
  });
}
