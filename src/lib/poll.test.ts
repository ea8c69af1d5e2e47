// Polling stops offline and in a hidden tab, and runs every minute otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@/shared/constants.ts';
import { pollInterval } from './poll.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('pollInterval', () => {
  it('polls every minute online with the page visible, and not offline or hidden', () => {
    expect(pollInterval()).toBe(NOTIFICATION_POLL_MS);
    onlineManager.setOnline(false);
    expect(pollInterval()).toBe(false);
    onlineManager.setOnline(true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(pollInterval()).toBe(false);
  });
});
