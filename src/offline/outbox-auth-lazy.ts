// setOutboxAuth for screens outside the offline features: loads the IndexedDB engine only after the first paint, so
// the login screen and the signed-in shell do not carry it in the code they need to show.
import { afterFirstPaint } from './after-first-paint.ts';
import { startOutboxOnce } from './start-outbox.ts';

export async function setOutboxAuthLazy(userId: number, token: string | null): Promise<void> {
  await afterFirstPaint;
  const { setOutboxAuth } = await import('./outbox-auth.ts');
  await setOutboxAuth(userId, token);
  if (token) void startOutboxOnce();
}
