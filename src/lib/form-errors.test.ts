// reportFormError: 422 field messages go under the fields, the rest to the §8 handler as toasts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { reportFormError } from './form-errors.ts';
import { dismissToast, subscribeToasts, type Toast } from './toast.ts';

function toasts(): Toast[] {
  let current: Toast[] = [];
  subscribeToasts((all) => (current = all))();
  return current;
}

const invalid = (errors: Record<string, string[]>) => new ApiError(422, { code: 422, message: 'x', messages: Object.values(errors).flat(), errors });

afterEach(() => toasts().forEach((t) => dismissToast(t.id)));

describe('reportFormError', () => {
  it('puts field messages under their fields and toasts nothing', () => {
    const setError = vi.fn();
    const placed = reportFormError(invalid({ email: ['Email này đã được đăng ký'] }), setError, ['email', 'password']);
    expect(placed).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email này đã được đăng ký' }, { shouldFocus: true });
    expect(toasts()).toEqual([]);
  });

  it('toasts the messages that belong to no field', () => {
    const setError = vi.fn();
    reportFormError(invalid({ email: ['Sai email'], token: ['Đường dẫn hết hạn'] }), setError, ['email']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(toasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Đường dẫn hết hạn']]);
  });

  it('maps API paths to the form’s own fields when the two shapes differ', () => {
    const setError = vi.fn();
    const fieldOf = (key: string) => key.replace(/^content\.rounds\.(\d+)\.items.*$/, 'rounds.$1.itemsText');
    reportFormError(invalid({ 'content.rounds.0.items.2': ['Thiếu mục'] }), setError, fieldOf);
    expect(setError).toHaveBeenCalledWith('rounds.0.itemsText', { type: 'server', message: 'Thiếu mục' }, { shouldFocus: true });
    expect(toasts()).toEqual([]);
  });

  it('sends other failures to the generic handler', () => {
    const setError = vi.fn();
    const placed = reportFormError(new ApiError(429, { code: 429, message: 'Quá nhiều lần', messages: ['Quá nhiều lần'], errors: {} }), setError, ['email']);
    expect(placed).toBe(false);
    expect(setError).not.toHaveBeenCalled();
    expect(toasts().map((t) => t.message)).toEqual(['Quá nhiều lần']);
  });
});
