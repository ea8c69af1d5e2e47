// The presentation's controls: keys and buttons turn the page within the deck, a sideways swipe turns it, a mostly
// vertical one does not; the question's answer is shown on request.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '@/test/render-in-app.tsx';
import type { LectureDeck, Slide } from '@/shared/lecture.ts';
import { LecturePresenter } from './lecture-presenter.tsx';

afterEach(() => cleanup());

const slide = (id: string, text: string): Slide => ({
  id,
  background: '#ffffff',
  image: null,
  imageText: '',
  notes: '',
  blocks: [{ id: `${id}-t`, type: 'text', rect: { x: 5, y: 5, w: 90, h: 20 }, html: '', text }],
});

const deck: LectureDeck = {
  slides: [
    slide('a', 'Mở đầu'),
    {
      ...slide('b', 'Câu hỏi'),
      blocks: [
        {
          id: 'q',
          type: 'question',
          rect: { x: 5, y: 30, w: 90, h: 60 },
          questionId: 4,
          question: {
            id: 4,
            questionType: 'singleChoice',
            content: {
              text: 'Thủ đô của Việt Nam?',
              options: [
                { id: 'a', text: 'Hà Nội' },
                { id: 'b', text: 'Huế' },
              ],
            },
            answerKey: { type: 'singleChoice', optionId: 'a' },
            level: null,
            points: 1,
            explanation: null,
            position: 0,
            updatedAt: '2026-11-26T00:00:00Z',
          },
        },
      ],
    },
    {
      ...slide('c', 'Kết thúc'),
      blocks: [
        {
          id: 'g',
          type: 'game',
          rect: { x: 5, y: 5, w: 20, h: 20 },
          gameId: 9,
          game: {
            title: 'Nối thủ đô',
            content: {
              kind: 'matching',
              pairs: [
                { left: 'Việt Nam', right: 'Hà Nội' },
                { left: 'Lào', right: 'Viêng Chăn' },
              ],
            },
          },
        },
      ],
    },
  ],
};

const shown = () => screen.getByRole('group', { name: /^Trang \d trên 3$/ });

describe('LecturePresenter', () => {
  it('turns pages with the keys and the buttons, never past either end', async () => {
    renderInApp(() => <LecturePresenter title="Bài 1" deck={deck} start={0} exitTo="/" />);
    expect(await screen.findByRole('group', { name: 'Trang 1 trên 3' })).toHaveTextContent('Mở đầu');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Trang 1 trên 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Trang 2 trên 3');
    await userEvent.keyboard('{End}');
    expect(shown()).toHaveAccessibleName('Trang 3 trên 3');
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(shown()).toHaveAccessibleName('Trang 2 trên 3');
    await userEvent.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName('Trang 1 trên 3');
  });

  it('a sideways swipe turns the page; a vertical one scrolls instead', async () => {
    renderInApp(() => <LecturePresenter title="Bài 1" deck={deck} start={0} exitTo="/" />);
    const page = await screen.findByRole('group', { name: 'Trang 1 trên 3' });
    fireEvent.pointerDown(page, { clientX: 400, clientY: 200 });
    fireEvent.pointerUp(page, { clientX: 380, clientY: 400 });
    expect(shown()).toHaveAccessibleName('Trang 1 trên 3');
    fireEvent.pointerDown(page, { clientX: 400, clientY: 200 });
    fireEvent.pointerUp(page, { clientX: 250, clientY: 210 });
    expect(shown()).toHaveAccessibleName('Trang 2 trên 3');
  });

  it('plays a game block in a dialog, whose keys do not turn the page', async () => {
    renderInApp(() => <LecturePresenter title="Bài 1" deck={deck} start={2} exitTo="/" />);
    const card = await screen.findByRole('button', { name: 'Chơi trò chơi: Nối thủ đô' });
    card.focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Nối thủ đô' });
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Việt Nam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hà Nội' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lào' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Viêng Chăn' }));
    expect(await within(dialog).findByText(/Hoàn thành! Điểm: 10/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('opens an area with the keyboard and shows what it opens in a dialog', async () => {
    const game = deck.slides[2]!.blocks[0]!;
    if (game.type !== 'game') throw new Error('the third slide holds a game');
    const withArea: LectureDeck = {
      slides: [
        {
          ...deck.slides[0]!,
          blocks: [
            ...deck.slides[0]!.blocks,
            {
              id: 'ar',
              type: 'area',
              rect: { x: 50, y: 50, w: 20, h: 20 },
              label: 'Trò chơi thủ đô',
              target: { type: 'game', gameId: game.gameId, game: game.game },
            },
          ],
        },
      ],
    };
    renderInApp(() => <LecturePresenter title="Bài 1" deck={withArea} start={0} exitTo="/" />);
    const button = await screen.findByRole('button', { name: 'Trò chơi thủ đô' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Trò chơi thủ đô' });
    expect(await within(dialog).findByRole('button', { name: 'Viêng Chăn' })).toBeInTheDocument();
  });

  it('shows the answer of a question when asked', async () => {
    renderInApp(() => <LecturePresenter title="Bài 1" deck={deck} start={1} exitTo="/" />);
    expect(await screen.findByText('Thủ đô của Việt Nam?')).toBeInTheDocument();
    expect(screen.queryByText(/\(đúng\)/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Xem đáp án' }));
    expect(screen.getByText(/\(đúng\)/)).toBeInTheDocument();
  });
});
