// The start script's mark on <html>: the sign-in screen's frame only where the sign-in form is the first screen.
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { BOOT_SCREEN_ATTRIBUTE, BOOT_SIGN_IN, START_SCRIPT } from './start-script.ts';

function markAt(url: string, token?: string) {
  window.history.replaceState(null, '', url);
  if (token) writeKey(STORAGE_KEYS.accessToken, token);
  window.eval(START_SCRIPT);
  return document.documentElement.getAttribute(BOOT_SCREEN_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(BOOT_SCREEN_ATTRIBUTE);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the start script', () => {
  it('marks the page as the sign-in screen at /login without a session, whatever the redirect', () => {
    expect(markAt('/login')).toBe(BOOT_SIGN_IN);
    document.documentElement.removeAttribute(BOOT_SCREEN_ATTRIBUTE);
    expect(markAt('/login?redirect=%2F1%2Fmissions')).toBe(BOOT_SIGN_IN);
  });

  it('leaves the plain loading screen to the registration tab, a device with a session and other pages', () => {
    expect(markAt('/login?tab=register')).toBeNull();
    expect(markAt('/login?redirect=%2F1&tab=register')).toBeNull();
    expect(markAt('/forgot-password')).toBeNull();
    expect(markAt('/login', 'tok-1')).toBeNull();
  });
});
