// The reader as its caller sees it: pages turned by keys, buttons, the number field and a swipe, never past either
// end; zoom; areas laid over the page that open on a click or Enter; search with its states; the rail drawing only
// the pages near view; a file that cannot be opened, then can. pdf.js does not draw in jsdom, so react-pdf's Document
// and Page are stand-ins that open a book of `book.numPages` pages of 600 × 800 points (24, or the 300 of a long
// textbook where the rail is what is tested).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { BookArea, BookSearchHit } from '@/shared/book.ts';
import { EbookReader, type EbookReaderProps } from './ebook-reader.tsx';
import { MAX_DRAWN } from './thumbnail-rail.tsx';

const book = vi.hoisted(() => ({ numPages: 300, failuresLeft: 0 }));

vi.mock('react-pdf', async () => {
  const { useEffect, useState } = await import('react');
  type Callbacks = Record<string, ((arg: unknown) => void) | undefined>;
  function Document({ children, loading, onLoadSuccess, onLoadError }: Callbacks & { children: React.ReactNode; loading: React.ReactNode }) {
    const [state, setState] = useState<'loading' | 'open' | 'failed'>('loading');
    useEffect(() => {
      const timer = setTimeout(() => {
        if (book.failuresLeft > 0) {
          book.failuresLeft--;
          setState('failed');
          onLoadError?.(new Error('Failed to fetch'));
        } else {
          setState('open');
          onLoadSuccess?.({ numPages: book.numPages });
        }
      });
      return () => clearTimeout(timer);
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per mount, as react-pdf loads once per file
    return <div>{state === 'open' ? children : state === 'loading' ? loading : null}</div>;
  }
  function Page({ pageNumber, width, onLoadSuccess, onRenderSuccess }: Callbacks & { pageNumber: number; width: number }) {
    useEffect(() => {
      onLoadSuccess?.({ pageNumber, originalWidth: 600, originalHeight: 800 });
      onRenderSuccess?.({ pageNumber });
    }, [pageNumber]); // eslint-disable-line react-hooks/exhaustive-deps -- once per page, as pdf.js draws it
    return <div data-testid="pdf-page" data-page={pageNumber} data-width={width} />;
  }
  return { Document, Page, pdfjs: { GlobalWorkerOptions: {} } };
});

beforeEach(() => {
  book.numPages = 24;
  book.failuresLeft = 0;
});
afterEach(() => cleanup());

function Reader({ start = 1, ...props }: Partial<EbookReaderProps> & { start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <EbookReader
      title="Toán 7 - Tập một"
      fileUrl="/api/files/toan-7.pdf"
      pageCount={book.numPages}
      areas={[]}
      onOpenArea={() => undefined}
      search={async () => []}
      page={page}
      onPageChange={setPage}
      {...props}
    />
  );
}

const shownPage = () => screen.findByRole('group', { name: /^Trang \d+ trên \d+$/ });
const expectPage = async (n: number, of = book.numPages) => expect(await shownPage()).toHaveAccessibleName(`Trang ${n} trên ${of}`);

describe('EbookReader: turning pages', () => {
  it('turns with the arrow keys and Page Up/Down, never before the first page or while typing', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await expectPage(1);
    await user.keyboard('{ArrowLeft}');
    await expectPage(1);
    await user.keyboard('{ArrowRight}');
    await expectPage(2);
    await user.keyboard('{PageDown}');
    await expectPage(3);
    await user.keyboard('{PageUp}{ArrowLeft}');
    await expectPage(1);
    await user.click(screen.getByRole('button', { name: 'Tìm trong sách' }));
    await user.type(screen.getByRole('searchbox', { name: 'Từ cần tìm' }), 'ab{ArrowRight}');
    await expectPage(1);
  });

  it('jumps to a typed page, clamped to the book, and puts back anything that is not a number', async () => {
    const user = userEvent.setup();
    render(<Reader start={5} />);
    const field = await screen.findByRole('spinbutton', { name: 'Số trang' });
    await user.clear(field);
    await user.type(field, '999{Enter}');
    await expectPage(24);
    expect(field).toHaveValue(24);
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '0{Enter}');
    await expectPage(1);
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '17');
    await user.tab();
    await expectPage(17);
    await user.clear(field);
    await user.type(field, '{Escape}');
    expect(field).toHaveValue(17);
  });

  it('trusts the page count of the opened file over the one it was given', async () => {
    book.numPages = 12;
    render(<Reader pageCount={24} start={20} />);
    await expectPage(12, 12);
  });

  it('turns on a sideways swipe of a finger, not on a vertical one or a mouse drag', async () => {
    render(<Reader />);
    const page = await shownPage();
    fireEvent.pointerDown(page, { pointerType: 'touch', clientX: 400, clientY: 200 });
    fireEvent.pointerUp(page, { pointerType: 'touch', clientX: 380, clientY: 420 });
    await expectPage(1);
    fireEvent.pointerDown(page, { pointerType: 'mouse', clientX: 400, clientY: 200 });
    fireEvent.pointerUp(page, { pointerType: 'mouse', clientX: 200, clientY: 200 });
    await expectPage(1);
    fireEvent.pointerDown(page, { pointerType: 'touch', clientX: 400, clientY: 200 });
    fireEvent.pointerUp(page, { pointerType: 'touch', clientX: 250, clientY: 210 });
    await expectPage(2);
  });
});

describe('EbookReader: zoom', () => {
  it('fits the width first, then + and - step through the scales', async () => {
    const user = userEvent.setup();
    render(<Reader />);
    await shownPage();
    // jsdom measures nothing: the assumed 800 px view less the padding fits a 600-point page at 128 %.
    const level = screen.getByText(/^Tỉ lệ hiển thị/).parentElement!;
    expect(level).toHaveTextContent('128%');
    expect(screen.getByRole('button', { name: 'Vừa chiều rộng' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('+');
    expect(level).toHaveTextContent('150%');
    expect(within(await shownPage()).getByTestId('pdf-page')).toHaveAttribute('data-width', '900');
    await user.click(screen.getByRole('button', { name: 'Thu nhỏ' }));
    await user.keyboard('-');
    expect(level).toHaveTextContent('100%');
    await user.click(screen.getByRole('button', { name: 'Vừa chiều rộng' }));
    expect(level).toHaveTextContent('128%');
  });
});

const area = (id: string, page: number, rect: BookArea['rect'], label: string, target: BookArea['target']): BookArea => ({ id, page, rect, label, target });
const sound: BookArea['target'] = {
  type: 'media',
  mediaId: 3,
  mediaType: 'audio',
  name: 'Bài hát',
  url: '/api/files/song.wav',
  thumbnailUrl: null,
  contentType: 'audio/wav',
  size: 1000,
};
const question: BookArea['target'] = {
  type: 'question',
  questionId: 9,
  question: {
    id: 9,
    questionType: 'singleChoice',
    content: { text: '1/2 + 1/2 = ?', options: [{ id: 'a', text: '1' }] },
    answerKey: { type: 'singleChoice', optionId: 'a' },
    level: null,
    points: 1,
    explanation: null,
    position: 0,
    updatedAt: '2026-11-26T00:00:00Z',
  },
};

describe('EbookReader: areas', () => {
  it('lays the page’s areas over it as buttons at their rectangles, opened by a click or Enter', async () => {
    const user = userEvent.setup();
    const onOpenArea = vi.fn();
    const areas = [
      area('q', 1, { x: 50, y: 60, w: 40, h: 10 }, 'Câu hỏi: cộng phân số', question),
      area('s', 1, { x: 10, y: 20, w: 30, h: 5 }, 'Nghe bài hát', sound),
      area('other', 2, { x: 0, y: 0, w: 10, h: 10 }, 'Trên trang 2', sound),
    ];
    render(<Reader areas={areas} onOpenArea={onOpenArea} />);
    const page = await shownPage();
    const buttons = within(page).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Nghe bài hát', 'Câu hỏi: cộng phân số']);
    expect(buttons[1]).toHaveStyle({ left: '50%', top: '60%', width: '40%', height: '10%' });
    await user.click(buttons[0]!);
    expect(onOpenArea).toHaveBeenLastCalledWith(areas[1]);
    buttons[1]!.focus();
    await user.keyboard('{Enter}');
    expect(onOpenArea).toHaveBeenLastCalledWith(areas[0]);
    await user.keyboard('{ArrowRight}');
    expect(
      within(await shownPage())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Trên trang 2']);
  });
});

const game: BookArea['target'] = {
  type: 'game',
  gameId: 4,
  game: {
    title: 'Nối phân số',
    content: {
      kind: 'matching',
      pairs: [
        { left: '1/2', right: '0,5' },
        { left: '1/4', right: '0,25' },
      ],
    },
  },
};

describe('EbookReader: activities', () => {
  it('lists the book’s questions and games by page; one chosen turns to its page and opens it', async () => {
    const user = userEvent.setup();
    const onOpenArea = vi.fn();
    const areas = [
      area('g', 7, { x: 10, y: 80, w: 80, h: 10 }, 'Trò chơi nối phân số', game),
      area('s', 1, { x: 10, y: 20, w: 30, h: 5 }, 'Nghe bài hát', sound),
      area('q', 3, { x: 50, y: 60, w: 40, h: 10 }, '', question),
    ];
    render(<Reader areas={areas} onOpenArea={onOpenArea} />);
    await user.click(await screen.findByRole('button', { name: 'Hoạt động' }));
    const panel = screen.getByRole('complementary', { name: 'Hoạt động trong sách' });
    expect(panel).toHaveTextContent('1 câu hỏi, 1 trò chơi');
    const pages = within(panel).getAllByRole('heading', { level: 3 });
    expect(pages.map((h) => h.textContent)).toEqual(['Trang 3', 'Trang 7']);
    // The sound is on a page, not an activity; an area without a label is named after its question.
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Câu hỏiCâu hỏi: 1/2 + 1/2 = ?', 'Trò chơiTrò chơi nối phân số']);
    await user.click(within(panel).getByRole('button', { name: /Trò chơi nối phân số/ }));
    await expectPage(7);
    expect(onOpenArea).toHaveBeenLastCalledWith(areas[0]);
    // Search and activities share the side: opening one closes the other.
    await user.click(screen.getByRole('button', { name: 'Tìm trong sách' }));
    expect(screen.queryByRole('complementary', { name: 'Hoạt động trong sách' })).toBeNull();
  });

  it('has no activities button for a book whose areas only show media', async () => {
    render(<Reader areas={[area('s', 1, { x: 10, y: 20, w: 30, h: 5 }, 'Nghe bài hát', sound)]} />);
    await shownPage();
    expect(screen.queryByRole('button', { name: 'Hoạt động' })).toBeNull();
  });
});

describe('EbookReader: search', () => {
  it('shows searching, then the hits with the words marked; a hit opens its page', async () => {
    const user = userEvent.setup();
    let answer: (hits: BookSearchHit[]) => void = () => undefined;
    const search = vi.fn(() => new Promise<BookSearchHit[]>((resolve) => (answer = resolve)));
    render(<Reader search={search} />);
    await user.click(await screen.findByRole('button', { name: 'Tìm trong sách' }));
    const panel = screen.getByRole('complementary', { name: 'Tìm trong sách' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Từ cần tìm' }), 'phan so{Enter}');
    expect(search).toHaveBeenCalledWith('phan so');
    expect(within(panel).getByRole('status')).toHaveTextContent('Đang tìm...');
    answer([
      { page: 12, snippet: '… cộng hai Phân số cùng mẫu …' },
      { page: 40, snippet: 'Ôn tập về phân số' },
    ]);
    const hit = await within(panel).findByRole('button', { name: /^Trang 12/ });
    expect(within(panel).getByRole('status')).toHaveTextContent('Có 2 trang chứa “phan so”.');
    expect([...hit.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Phân', 'số']);
    await user.click(hit);
    await expectPage(12);
    expect(hit).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing is found, and offers a retry when the search fails', async () => {
    const user = userEvent.setup();
    const search = vi
      .fn<(q: string) => Promise<BookSearchHit[]>>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([{ page: 7, snippet: 'tam giác' }]);
    render(<Reader search={search} />);
    await user.click(await screen.findByRole('button', { name: 'Tìm trong sách' }));
    const field = screen.getByRole('searchbox', { name: 'Từ cần tìm' });
    await user.type(field, 'xyz{Enter}');
    expect(await screen.findByText('Không tìm thấy “xyz” trong sách.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'tam giác{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tìm được. Kiểm tra kết nối mạng rồi thử lại.');
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(screen.getByRole('complementary')).findByRole('button', { name: /^Trang 7/ })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('tam giác');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Tìm trong sách' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tìm trong sách' })).toHaveFocus();
  });
});

describe('EbookReader: thumbnails', () => {
  // Label queries: role queries over 300 buttons are slow in jsdom.
  it('draws only the pages near view in a 300-page book, follows the current page, and jumps on a click', { timeout: 20000 }, async () => {
    book.numPages = 300;
    const user = userEvent.setup();
    render(<Reader start={150} />);
    const shown = () => screen.findByLabelText(/^Trang \d+ trên 300$/);
    expect(await shown()).toHaveAccessibleName('Trang 150 trên 300');
    const rail = screen.getByLabelText('Trang thu nhỏ', { selector: 'nav' });
    expect(rail.querySelectorAll('button')).toHaveLength(300);
    const drawn = () =>
      within(rail)
        .queryAllByTestId('pdf-page')
        .map((p) => Number(p.dataset.page));
    await waitFor(() => expect(drawn()).toContain(150));
    expect(drawn().length).toBeLessThanOrEqual(MAX_DRAWN);
    expect(within(rail).getByLabelText('Trang 150')).toHaveAttribute('aria-current', 'page');

    const field = screen.getByLabelText('Số trang');
    await user.clear(field);
    await user.type(field, '290{Enter}');
    expect(await shown()).toHaveAccessibleName('Trang 290 trên 300');
    await waitFor(() => expect(drawn()).toContain(290));
    expect(drawn()).not.toContain(150);
    expect(drawn().length).toBeLessThanOrEqual(MAX_DRAWN);

    await user.click(within(rail).getByLabelText('Trang 288'));
    expect(await shown()).toHaveAccessibleName('Trang 288 trên 300');
    await user.click(screen.getByLabelText('Trang thu nhỏ', { selector: 'button' }));
    expect(screen.queryByLabelText('Trang thu nhỏ', { selector: 'nav' })).not.toBeInTheDocument();
  });
});

describe('EbookReader: opening the file', () => {
  it('says the book could not be opened, and opens it on retry', async () => {
    const user = userEvent.setup();
    book.failuresLeft = 1;
    const onClose = vi.fn();
    render(<Reader onClose={onClose} toolbarExtra={<button type="button">Tải về</button>} />);
    expect(screen.getByRole('status', { name: 'Đang mở sách...' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không mở được sách. Kiểm tra kết nối mạng rồi thử lại.');
    expect(screen.getByRole('button', { name: 'Tải về' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expectPage(1);
    await user.click(screen.getByRole('button', { name: 'Đóng sách' }));
    expect(onClose).toHaveBeenCalled();
  });
});
