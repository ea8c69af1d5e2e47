// The charts drawn by Recharts behind their lazy boundary: each named as one image with its totals, the columns and
// slices drawn from the figures once the drawing's code arrives, a pointer on a column naming its day's figures the
// Vietnamese way, and the same figures in the table under "Xem số liệu" whatever the drawing does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnChart } from './column-chart.tsx';
import { DonutChart } from './donut-chart.tsx';

// jsdom lays nothing out: give the charts' container the size a tablet's half-width panel has, so Recharts draws.
const measure = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-responsive-container')) return measure.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: 480, bottom: 220, width: 480, height: 220, toJSON: () => ({}) };
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The drawing's code arrives by a dynamic import and Recharts answers the pointer on the next animation frame: a busy
// machine may take longer than the default second for either.
const SLOW = { timeout: 5_000 };

const days = [
  { key: '2026-03-01', label: '01/03', fullLabel: '01/03/2026', values: { exams: 4, speaking: 0 } },
  { key: '2026-03-02', label: '02/03', fullLabel: '02/03/2026', values: { exams: 0, speaking: 0 } },
  { key: '2026-03-03', label: '03/03', fullLabel: '03/03/2026', values: { exams: 2, speaking: 1200 } },
];

function Columns() {
  return (
    <ColumnChart
      title="Hoạt động theo ngày"
      periodHeader="Ngày"
      series={[
        { key: 'exams', label: 'Bài thi đã nộp', color: 'brand' },
        { key: 'speaking', label: 'Lượt luyện phát âm', color: 'teal' },
      ]}
      points={days}
    />
  );
}

describe('ColumnChart', () => {
  it('names the drawing with its totals and draws a stacked column for each figure above zero', async () => {
    const { container } = render(<Columns />);
    const figure = screen.getByRole('figure', { name: 'Hoạt động theo ngày' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName('Hoạt động theo ngày: Bài thi đã nộp 6, Lượt luyện phát âm 1.200');
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(3), SLOW);
    const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((p) => p.getAttribute('fill'));
    expect(fills).toEqual(['var(--color-brand-600)', 'var(--color-brand-600)', 'var(--color-teal-600)']);
    // The value axis counts in Vietnamese thousands, the period axis in short dates.
    expect([...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((t) => t.textContent)).toEqual(['0', '350', '700', '1.050', '1.400']);
    expect(container.querySelector('.recharts-xAxis-tick-labels')).toHaveTextContent('01/03');
  });

  it("names a column's figures when pointed at, an empty day included", async () => {
    const { container } = render(<Columns />);
    await waitFor(() => expect(container.querySelector('.recharts-wrapper')).not.toBeNull(), SLOW);
    const wrapper = container.querySelector('.recharts-wrapper')!;
    // The middle third of the plot is the empty second day.
    fireEvent.mouseMove(wrapper, { clientX: 260, clientY: 100 });
    const tip = await within(wrapper as HTMLElement).findByText('02/03/2026', {}, SLOW);
    expect(tip.parentElement).toHaveTextContent('Bài thi đã nộp: 0');
    fireEvent.mouseMove(wrapper, { clientX: 440, clientY: 100 });
    expect(await within(wrapper as HTMLElement).findByText('Lượt luyện phát âm: 1.200', {}, SLOW)).toBeInTheDocument();
  });

  it("opens a column's figures at a finger's tap and keeps them when the browser says the mouse left", async () => {
    const { container } = render(<Columns />);
    await waitFor(() => expect(container.querySelector('.recharts-wrapper')).not.toBeNull(), SLOW);
    const wrapper = container.querySelector<HTMLElement>('.recharts-wrapper')!;
    fireEvent.pointerDown(wrapper, { pointerType: 'touch', clientX: 440, clientY: 100 });
    fireEvent.click(wrapper, { clientX: 440, clientY: 100 });
    expect(await within(wrapper).findByText('03/03/2026', {}, SLOW)).toBeInTheDocument();
    fireEvent.mouseLeave(wrapper);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(wrapper).getByText('Lượt luyện phát âm: 1.200')).toBeInTheDocument();
  });

  it('gives every figure in a table with its caption and headers', async () => {
    render(<Columns />);
    const figure = screen.getByRole('figure', { name: 'Hoạt động theo ngày' });
    await userEvent.click(within(figure).getByText('Xem số liệu'));
    const table = within(figure).getByRole('table', { name: 'Hoạt động theo ngày' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ngày', 'Bài thi đã nộp', 'Lượt luyện phát âm']);
    expect(within(table).getByRole('row', { name: '03/03/2026 2 1.200' })).toBeVisible();
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Bài thi đã nộp6', 'Lượt luyện phát âm1.200']);
  });
});

describe('DonutChart', () => {
  const parts = [
    { key: 'done', label: 'Hoàn thành', value: 12, color: 'teal' as const },
    { key: 'doing', label: 'Đang làm', value: 0, color: 'amber' as const },
    { key: 'none', label: 'Chưa làm', value: 8, color: 'slate' as const },
  ];

  it('draws a slice for each part above zero, the total in the middle and each share in the legend and the table', async () => {
    const { container } = render(<DonutChart title="Tiến độ" partHeader="Tiến độ" totalLabel="lượt giao" parts={parts} />);
    const figure = screen.getByRole('figure', { name: 'Tiến độ' });
    expect(within(figure).getByRole('img')).toHaveAccessibleName('Tiến độ: Hoàn thành 12, Đang làm 0, Chưa làm 8');
    await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector path')).toHaveLength(2), SLOW);
    expect([...container.querySelectorAll('.recharts-pie-sector path')].map((p) => p.getAttribute('fill'))).toEqual([
      'var(--color-teal-600)',
      'var(--color-slate-400)',
    ]);
    expect(within(figure).getByText('lượt giao').previousSibling).toHaveTextContent('20');
    expect(within(figure).getByRole('row', { name: 'Hoàn thành 12 60%' })).toBeInTheDocument();
    expect(within(figure).getAllByRole('listitem').at(-1)).toHaveTextContent('Chưa làm8 (40%)');
  });

  it('draws the empty ring when every part is zero', async () => {
    const zero = parts.map((p) => ({ ...p, value: 0 }));
    const { container } = render(<DonutChart title="Tiến độ" partHeader="Tiến độ" totalLabel="lượt giao" parts={zero} />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector path')).toHaveLength(1), SLOW);
    expect(container.querySelector('.recharts-pie-sector path')).toHaveAttribute('fill', 'var(--color-slate-100)');
    expect(screen.getByRole('row', { name: 'Hoàn thành 0 0%' })).toBeInTheDocument();
  });
});
