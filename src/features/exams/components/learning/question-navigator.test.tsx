// The navigator numbers its buttons as the questions are counted: a group of sub-questions is one button showing their
// range, answered only when all of them are, marked when answered in part, and the numbers go on after it.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionNavigator, type NavigatorItem } from './question-navigator.tsx';

afterEach(cleanup);

const items: NavigatorItem[] = [
  { id: 10, first: 1, count: 1, answered: 1 },
  { id: 11, first: 2, count: 1, answered: 0 },
  { id: 12, first: 3, count: 3, answered: 1 },
  { id: 13, first: 6, count: 2, answered: 2 },
  { id: 14, first: 8, count: 2, answered: 0 },
  { id: 15, first: 10, count: 1, answered: 0 },
];

function renderNavigator(onJump = vi.fn()) {
  render(<QuestionNavigator items={items} currentId={12} answeredCount={4} total={10} onJump={onJump} />);
  return within(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' }));
}

describe('QuestionNavigator', () => {
  it('shows single questions by number and a group by the range of its sub-questions', () => {
    const nav = renderNavigator();
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3–5', '6–7', '8–9', '10']);
    expect(screen.getByRole('navigation', { name: 'Danh sách câu hỏi' })).toHaveTextContent('Đã làm 4/10 câu · Còn 6 câu chưa làm');
  });

  it('says in Vietnamese which questions each button holds and how far they are answered', () => {
    const nav = renderNavigator();
    expect(nav.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Câu 1, đã làm',
      'Câu 2, chưa làm',
      'Câu 3–5, đã làm 1/3 câu',
      'Câu 6–7, đã làm',
      'Câu 8–9, chưa làm',
      'Câu 10, chưa làm',
    ]);
    expect(nav.getByRole('button', { name: /^Câu 3–5,/ })).toHaveAttribute('aria-current', 'step');
  });

  it('shows a group answered in part differently from one answered and one not begun, with a legend', () => {
    const nav = renderNavigator();
    const partial = nav.getByRole('button', { name: /^Câu 3–5,/ });
    const done = nav.getByRole('button', { name: /^Câu 6–7,/ });
    const unanswered = nav.getByRole('button', { name: /^Câu 8–9,/ });
    expect(new Set([partial.className, done.className, unanswered.className].map((c) => c.replace(/ring\S*/g, '').trim())).size).toBe(3);
    expect(done.className).toBe(nav.getByRole('button', { name: 'Câu 1, đã làm' }).className);
    expect(unanswered.className).toBe(nav.getByRole('button', { name: 'Câu 2, chưa làm' }).className);
    expect(nav.getByText('Làm dở')).toBeInTheDocument();
  });

  it('jumps to the question, a group by its page', async () => {
    const onJump = vi.fn();
    const nav = renderNavigator(onJump);
    await userEvent.click(nav.getByRole('button', { name: /^Câu 8–9,/ }));
    await userEvent.click(nav.getByRole('button', { name: /^Câu 10,/ }));
    expect(onJump.mock.calls).toEqual([[14], [15]]);
  });
});
