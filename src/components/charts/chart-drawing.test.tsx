// A drawing whose code cannot be fetched (offline before it was ever cached) says so, and the figure's table still
// gives every figure.
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ColumnChart } from './column-chart.tsx';

vi.mock('./recharts-drawings.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
afterEach(() => cleanup());

it('says the chart could not be loaded and keeps its figures readable', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ColumnChart
      title="Thành viên mới theo tháng"
      periodHeader="Tháng"
      series={[{ key: 'students', label: 'Học sinh', color: 'brand' }]}
      points={[{ key: '2026-03', label: '03/2026', fullLabel: 'Tháng 03/2026', values: { students: 5 } }]}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Thành viên mới theo tháng' });
  expect(await within(figure).findByText('Chưa tải được biểu đồ. Mở “Xem số liệu” để đọc các số liệu.')).toBeInTheDocument();
  expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
  expect(within(figure).getByRole('row', { name: 'Tháng 03/2026 5' })).toBeInTheDocument();
});
