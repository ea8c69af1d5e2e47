// The start's session reads: both guards' sessions asked for at once, and only when they can be answered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { data, mockApi } from '@/test/api-mock.ts';
import { STORAGE_KEYS, writeKey } from '@/lib/storage-keys.ts';
import { prefetchSessions, sessionQueryOptions } from './session.ts';

const api = mockApi();
const session = (id: number) => ({ user: { id, firstName: 'An', lastName: 'Nguyễn' }, grants: [] });

afterEach(() => {
  writeKey(STORAGE_KEYS.accessToken, null);
  vi.restoreAllMocks();
});

describe('prefetchSessions', () => {
  it('asks for the root and the school session together, and the guards then reuse them', async () => {
    writeKey(STORAGE_KEYS.accessToken, 'token-1');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.on('get', 'sessions/current', () => answered.then(() => data(session(5))));
    api.on('get', 's/sessions/current', () => answered.then(() => data(session(5))));
    const client = new QueryClient();
    prefetchSessions(client, '/7/my-learning-group');
    // Both are on the wire before either is answered.
    await vi.waitFor(() => expect(api.calls.map((c) => c.path).sort()).toEqual(['s/sessions/current', 'sessions/current']));
    answer();
    const [root, school] = await Promise.all([client.ensureQueryData(sessionQueryOptions(null)), client.ensureQueryData(sessionQueryOptions(7))]);
    expect(root?.user.id).toBe(5);
    expect(school?.user.id).toBe(5);
    expect(api.callsTo('get', 'sessions/current')).toHaveLength(1);
    expect(api.callsTo('get', 's/sessions/current')).toHaveLength(1);
  });

  it('outside a school asks for the root session only', async () => {
    writeKey(STORAGE_KEYS.accessToken, 'token-1');
    api.on('get', 'sessions/current', data(session(5)));
    const client = new QueryClient();
    prefetchSessions(client, '/login');
    await client.ensureQueryData(sessionQueryOptions(null));
    expect(api.calls.map((c) => c.path)).toEqual(['sessions/current']);
  });

  it('asks for nothing without a session on the device, or without a network', async () => {
    const client = new QueryClient();
    prefetchSessions(client, '/7');
    writeKey(STORAGE_KEYS.accessToken, 'token-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    prefetchSessions(client, '/7');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
