// A student's home greets her at once; her panels wait for each other and then appear together.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionData } from '@/shared/session.ts';
import { StudentHome } from './student-home.tsx';

const session = {
  user: { id: 7, first_name: 'An', last_name: 'Nguyễn', userType: 'student' },
  school: { id: 1, name: 'THCS Nguyễn Du' },
} as unknown as SessionData;

function settleLater() {
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));
  return { ready, settle };
}

afterEach(cleanup);

describe('StudentHome', () => {
  it('greets the student while her panels load, then shows them together', async () => {
    const { ready, settle } = settleLater();
    await act(async () => {
      render(
        <StudentHome session={session} ready={ready}>
          <section>Nhiệm vụ</section>
          <section>Bài kiểm tra</section>
        </StudentHome>,
      );
    });
    expect(screen.getByRole('heading', { name: 'THCS Nguyễn Du' })).toBeVisible();
    expect(screen.getByText('Xin chào, Nguyễn An! Đây là những việc của em.')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Đang tải...' })).toBeVisible();
    expect(screen.queryByText('Nhiệm vụ')).toBeNull();

    await act(async () => settle());
    expect(await screen.findByText('Nhiệm vụ')).toBeVisible();
    expect(screen.getByText('Bài kiểm tra')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Đang tải...' })).toBeNull();
  });

  it('shows the panels without a loading step when their data is already on the device', async () => {
    const ready = Promise.resolve();
    await act(async () => {
      render(
        <StudentHome session={session} ready={ready}>
          <section>Nhiệm vụ</section>
        </StudentHome>,
      );
    });
    expect(await screen.findByText('Nhiệm vụ')).toBeVisible();
  });
});
