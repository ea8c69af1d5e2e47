// The usage warning as the user sees it: near banner, over-limit dialog with the hotline, once per token and state.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/shared/session.ts';
import { UsageWarning } from './usage-warning.tsx';

const user = (over: Partial<CurrentUser>): CurrentUser => ({
  id: 1,
  email: 'a@b.vn',
  first_name: 'Lan',
  last_name: 'Phạm',
  avatar: null,
  phone: null,
  gender: null,
  birthday: null,
  userType: 'teacher',
  schoolRoleId: null,
  schoolRole: null,
  totalUsedStorage: 0,
  totalAvailableStorage: 1000,
  scriptedCallLimit: 100,
  usedScriptedApiCall: 0,
  unscriptedCallLimit: 100,
  usedUnscriptedApiCall: 0,
  totalUsedApiCall: 0,
  totalAvailableApiCall: 200,
  warningWhenNearLimit: true,
  ...over,
});

describe('UsageWarning', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('lhs.accessToken', 'token-1');
  });
  afterEach(cleanup);

  it('warns once when a limit is near', () => {
    const { unmount } = render(<UsageWarning user={user({ usedScriptedApiCall: 92 })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn sắp dùng hết hạn mức sử dụng');
    unmount();
    render(<UsageWarning user={user({ usedScriptedApiCall: 93 })} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the over-limit dialog with the hotline', async () => {
    render(<UsageWarning user={user({ usedUnscriptedApiCall: 100 })} />);
    expect(await screen.findByRole('dialog', { name: 'Đã vượt giới hạn sử dụng' })).toHaveTextContent('1900 6868');
  });

  it('shows nothing and forgets the warning when usage is low', () => {
    localStorage.setItem('lhs.usageWarningSeen', 'old');
    render(<UsageWarning user={user({ usedScriptedApiCall: 10 })} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('lhs.usageWarningSeen')).toBeNull();
  });

  it('warns again after a new login', () => {
    const { unmount } = render(<UsageWarning user={user({ usedScriptedApiCall: 95 })} />);
    unmount();
    localStorage.setItem('lhs.accessToken', 'token-2');
    render(<UsageWarning user={user({ usedScriptedApiCall: 95 })} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
