// The student's missions in a group: grouped by status, each exam task leading to the player, a completed one with
// its score and the teacher's comment, speaking tasks handed to the page's recorder, and what it shows offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MissionTask, StudentMission, Submission } from '@/shared/mission.ts';
import { data, mockApi, networkError } from '@/test/api-mock.ts';
import { GroupMissionsSection } from './group-missions-section.tsx';

const api = mockApi();
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, search }: { children: ReactNode; search?: { view?: string } }) => <a href={`#${search?.view ?? ''}`}>{children}</a>,
}));

const task = (id: number, taskType: MissionTask['taskType'], title: string): MissionTask => ({
  id,
  position: id,
  taskType,
  title,
  examId: taskType === 'exam' ? 9 : null,
  lectureId: null,
  speakingText: taskType === 'speaking' ? title : null,
  contentId: null,
  duration: 2700,
  questionCount: 11,
});
const mission = (id: number, title: string, status: StudentMission['status'], tasks: MissionTask[], submission: Submission | null = null): StudentMission => ({
  id,
  title,
  description: null,
  group: { id: 4, name: 'Lớp 7A1' },
  startAt: '2026-11-20T01:00:00Z',
  dueAt: '2026-11-30T10:00:00Z',
  createdAt: '2026-11-20T01:00:00Z',
  createdBy: { id: 2, first_name: 'Lan', last_name: 'Nguyễn' },
  tasks,
  status,
  submission,
});
const completed: Submission = {
  id: 50,
  missionId: 2,
  status: 'COMPLETED',
  student: { id: 7, first_name: 'An', last_name: 'Trần' },
  startedAt: '2026-11-20T02:00:00Z',
  submittedAt: '2026-11-20T03:00:00Z',
  late: false,
  score: 7.5,
  gradedAt: '2026-11-21T03:00:00Z',
  comment: { content: 'Em làm bài khá tốt.', type: 'comment' },
  tasks: [
    {
      taskId: 21,
      taskType: 'exam',
      done: true,
      needsReview: false,
      score: 7.5,
      userExamId: 3,
      attemptStatus: 'submitted',
      readAt: null,
      completedAt: '2026-11-20T03:00:00Z',
      attempts: [],
      completionComment: 'Khá',
    },
  ],
};
const MISSIONS = 's/v2/missions/student-missions';
const page = (missions: StudentMission[]) =>
  data(missions, {
    meta: { totalItems: missions.length, currentPage: 1, itemsPerPage: 50 },
    pagination: { total: missions.length, page: 1, perPage: 50 },
  });

function renderSection(renderSpeaking = vi.fn(() => <p>Máy ghi âm</p>)) {
  // Each mission's detail is read ahead for offline use; its lectures are what this screen takes from it.
  api.on('get', 's/student-missions/:id', data({ lectures: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GroupMissionsSection schoolId={1} userId={7} groupId={4} focus={false} renderSpeaking={renderSpeaking} />
    </QueryClientProvider>,
  );
  return Object.assign(client, { renderSpeaking });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
});

describe('GroupMissionsSection', () => {
  it('groups missions by status with score, comment and the way into each task', async () => {
    api.on(
      'get',
      MISSIONS,
      page([
        mission(1, 'Ôn tập Unit 1', 'NOT_DOING', [task(11, 'exam', 'Giữa kì'), task(12, 'speaking', 'Hello there.')]),
        mission(2, 'Kiểm tra 15 phút', 'COMPLETED', [task(21, 'exam', 'Kiểm tra nhanh')], completed),
      ]),
    );
    const { renderSpeaking } = renderSection();
    const notDoing = await screen.findByRole('article', { name: 'Ôn tập Unit 1' });
    expect(notDoing.closest('[data-status]')).toHaveAttribute('data-status', 'NOT_DOING');
    expect(within(notDoing).getByRole('link', { name: 'Làm bài' })).toHaveAttribute('href', '#take');
    expect(within(notDoing).getByText('Máy ghi âm')).toBeInTheDocument();
    expect(renderSpeaking).toHaveBeenCalledWith(expect.objectContaining({ task: expect.objectContaining({ id: 12 }) }));
    const done = screen.getByRole('article', { name: 'Kiểm tra 15 phút' });
    expect(done.closest('[data-status]')).toHaveAttribute('data-status', 'COMPLETED');
    expect(within(done).getByRole('link', { name: 'Xem kết quả' })).toHaveAttribute('href', '#result');
    expect(done).toHaveTextContent('Điểm nhiệm vụ: 7,5/10');
    expect(done).toHaveTextContent('Nhận xét của giáo viên: Em làm bài khá tốt.');
    expect(done).toHaveTextContent('Lời phê: Khá');
  });

  it('keeps the last list on screen when a refetch cannot reach the server', async () => {
    api.on('get', MISSIONS, page([mission(1, 'Ôn tập Unit 1', 'NOT_DOING', [task(11, 'exam', 'Giữa kì')])]));
    const client = renderSection();
    await screen.findByRole('article', { name: 'Ôn tập Unit 1' });
    api.on('get', MISSIONS, networkError());
    await client.refetchQueries();
    expect(screen.getByRole('article', { name: 'Ôn tập Unit 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in its place when nothing could be loaded, and loads again on retry', async () => {
    api.on('get', MISSIONS, networkError());
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được dữ liệu. Hãy kết nối mạng và thử lại.');
    api.on('get', MISSIONS, page([mission(1, 'Ôn tập Unit 1', 'NOT_DOING', [task(11, 'exam', 'Giữa kì')])]));
    within(alert).getByRole('button', { name: 'Thử lại' }).click();
    expect(await screen.findByRole('article', { name: 'Ôn tập Unit 1' })).toBeInTheDocument();
  });
});
