// A linked experiment opens in place: "Mở" asks the server for it from any library the reader may open it in and plays
// its page in the player; one the reader may not open is said to be so, in Vietnamese.
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, mockApi, refusal } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { Experiment } from '@/shared/experiments.ts';
import { OpenExperimentButton } from './open-experiment-button.tsx';

const api = mockApi();
afterEach(() => cleanup());

const experiment: Experiment = {
  id: 9,
  name: 'Định luật Ôm',
  description: null,
  level: 'school',
  status: 'approved',
  reviewReason: null,
  reviewedAt: null,
  schoolId: 1,
  owner: { id: 3, fullName: 'Phạm Thị Lan' },
  category: null,
  subject: { id: 2, name: 'Khoa học tự nhiên' },
  grade: null,
  supplier: null,
  textbookSeries: null,
  topic: null,
  createdAt: '2026-11-25T08:00:00Z',
  updatedAt: '2026-11-25T08:00:00Z',
  instructions: 'Kéo hai thanh trượt.',
  runUrl: '/api/experiment_run/0416b952-fe6c-447c-a0e3-4142c74d94c2/index.html',
  fileCount: 1,
  size: 2048,
};

it('plays the linked experiment with its instructions', async () => {
  api.on('get', 's/readable_experiments/:id', (call) => {
    expect(call.path).toBe('s/readable_experiments/9');
    return data(experiment);
  });
  renderInApp(() => <OpenExperimentButton schoolId={1} id={9} name="Định luật Ôm" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Mở thí nghiệm: Định luật Ôm' }));
  const frame = await screen.findByTitle('Thí nghiệm: Định luật Ôm');
  expect(frame).toHaveAttribute('src', experiment.runUrl);
  expect(screen.getByText('Kéo hai thanh trượt.')).toBeInTheDocument();
});

it('says so when the reader may not open it', async () => {
  api.on('get', 's/readable_experiments/:id', () => refusal(404, 'Không tìm thấy'));
  renderInApp(() => <OpenExperimentButton schoolId={1} id={9} name="Định luật Ôm" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Mở thí nghiệm: Định luật Ôm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bạn không mở được thí nghiệm này.');
});
