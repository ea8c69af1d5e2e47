// The home's mission panels: what is left to do (overdue first, then by due time, each marked) and what was returned
// lately with the score and the teacher's comment; handed-in work leaves the to-do list.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { StudentMission, Submission } from '@/shared/mission.ts';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { HomeMissions } from './home-missions.tsx';

const api = mockApi();
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const mission = (id: number, title: string, status: StudentMission['status'], dueAt: string, submission: Submission | null = null) =>
  ({ id, title, status, dueAt, group: { id: 4, name: 'Lớp 7A1' }, submission, tasks: [] }) as unknown as StudentMission;
const graded = { score: 8.5, gradedAt: at(-HOUR), comment: { content: 'Em làm bài tốt.', type: 'comment' } } as Submission;

const renderPanels = () => renderInApp(() => <HomeMissions schoolId={1} userId={7} />);

afterEach(cleanup);

describe('HomeMissions', () => {
  it('lists what is left to do, overdue first and marked, and the latest returned work with score and comment', async () => {
    api.on(
      'get',
      's/v2/missions/student-missions',
      data([
        mission(1, 'Ôn tập Unit 2', 'NOT_DOING', at(10 * 24 * HOUR)),
        mission(2, 'Bài đọc hiểu', 'IN_PROGRESS', at(20 * HOUR)),
        mission(3, 'Luyện nghe', 'NOT_DOING', at(-2 * HOUR)),
        mission(4, 'Đã nộp', 'PENDING_REVIEW', at(-HOUR)),
        mission(5, 'Kiểm tra 15 phút', 'COMPLETED', at(-48 * HOUR), graded),
      ]),
    );
    renderPanels();
    const panel = await screen.findByRole('region', { name: 'Nhiệm vụ cần làm' });
    const rows = await within(panel).findAllByRole('link', { name: /Lớp 7A1/ });
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Luyện ngheQuá hạn/),
      expect.stringMatching(/^Bài đọc hiểuSắp đến hạn/),
      expect.stringMatching(/^Ôn tập Unit 2Lớp 7A1/),
    ]);
    expect(rows[0]).toHaveAttribute('href', '/1/my-learning-group/4?type=mission');
    const results = screen.getByRole('region', { name: 'Kết quả mới' });
    expect(results).toHaveTextContent('Kiểm tra 15 phút8,5/10');
    expect(results).toHaveTextContent('“Em làm bài tốt.”');
    expect(screen.queryByText('Đã nộp')).toBeNull();
  });

  it('says when nothing is left to do', async () => {
    api.on('get', 's/v2/missions/student-missions', data([]));
    renderPanels();
    expect(await screen.findByText('Em không còn nhiệm vụ nào phải làm.')).toBeInTheDocument();
  });

  it("shown again, shows the list it has instead of asking for it again (the home's loader reads it at each visit)", async () => {
    api.on('get', 's/v2/missions/student-missions', data([mission(1, 'Ôn tập Unit 2', 'NOT_DOING', at(10 * 24 * HOUR))]));
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((v) => !v)}>Ẩn/hiện</button>
          {shown && <HomeMissions schoolId={1} userId={7} />}
        </>
      );
    }
    renderInApp(() => <Toggle />);
    expect(await screen.findByText('Ôn tập Unit 2')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn/hiện' }));
    expect(screen.queryByText('Ôn tập Unit 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ẩn/hiện' }));
    expect(screen.getByText('Ôn tập Unit 2')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('get', 's/v2/missions/student-missions')).toHaveLength(1);
  });
});
