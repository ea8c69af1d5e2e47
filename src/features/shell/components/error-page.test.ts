import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { MSG } from '@/shared/messages.ts';
import { errorMessage, errorStatus } from './error-page.tsx';

describe('error page texts', () => {
  it('shows the API status code and its message', () => {
    const e = new ApiError(500, { code: 500, message: 'Lỗi máy chủ', messages: ['Lỗi máy chủ'], errors: {} });
    expect(errorStatus(e)).toBe(500);
    expect(errorMessage(e)).toBe('Lỗi máy chủ');
  });

  it('uses the catalogue for 403 and the generic text for unknown errors', () => {
    expect(errorStatus(new ApiError(403, null))).toBe(403);
    expect(errorMessage(new ApiError(403, null))).toBe(MSG.forbidden);
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorMessage(new Error('boom'))).toBe(MSG.generic);
  });

  it('reports a network failure as unavailable', () => {
    expect(errorStatus(new ApiError(0, null))).toBe(503);
    expect(errorMessage(new ApiError(0, null))).toMatch(/kết nối mạng/);
  });
});
