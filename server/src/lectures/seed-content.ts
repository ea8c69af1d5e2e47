// The demo lectures' slides, as a teacher would have made them in the editor: a title slide, slides of formatted text
// (lists, bold, formulas), and a question from a demo bank to check the class. Pictures and sounds are placed once the
// media exist (seed-media.ts). The English units are the lectures the demo missions give.
import type { Rect } from '../../../src/shared/lecture.ts';

/**
 * A block as the seed writes it: text, a bank question by its prompt, a bank game by its title, or an area opening a
 * bank question or game (by prompt or title) with its label.
 */
export type SeedBlock =
  | { html: string; rect: Rect }
  | { question: string; rect: Rect }
  | { game: string; rect: Rect }
  | { area: { label: string; opens: { question: string } | { game: string } }; rect: Rect };
export interface SeedSlide {
  background?: string;
  notes?: string;
  blocks: SeedBlock[];
}
export interface SeedLecture {
  title: string;
  summary: string;
  level: 'system' | 'school' | 'personal';
  status?: 'approved' | 'pending';
  owner: 'lan' | 'minh' | 'admin';
  subject?: string;
  grade?: number;
  category?: string;
  topic?: string;
  slides: SeedSlide[];
}

export const AT = {
  title: { x: 8, y: 28, w: 84, h: 22 },
  subtitle: { x: 8, y: 54, w: 84, h: 16 },
  heading: { x: 6, y: 5, w: 88, h: 14 },
  body: { x: 6, y: 21, w: 88, h: 72 },
  left: { x: 6, y: 21, w: 46, h: 72 },
  right: { x: 55, y: 21, w: 39, h: 72 },
  top: { x: 6, y: 21, w: 88, h: 45 },
  bottom: { x: 6, y: 70, w: 40, h: 20 },
  question: { x: 10, y: 21, w: 80, h: 72 },
  cover: { x: 38, y: 72, w: 24, h: 24 },
} satisfies Record<string, Rect>;

const math = (latex: string) => `<span data-type="inline-math" data-latex="${latex}"></span>`;
const list = (tag: 'ul' | 'ol', items: string[]) => `<${tag}>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</${tag}>`;
const opening = (title: string, subtitle: string, notes = ''): SeedSlide => ({
  background: '#eff6ff',
  notes,
  blocks: [
    { html: `<p><strong>${title}</strong></p>`, rect: AT.title },
    { html: `<p>${subtitle}</p>`, rect: AT.subtitle },
  ],
});
const content = (heading: string, html: string, notes = '', rect: Rect = AT.body): SeedSlide => ({
  notes,
  blocks: [
    { html: `<p><strong>${heading}</strong></p>`, rect: AT.heading },
    { html, rect },
  ],
});
const check = (question: string, notes = 'Cả lớp giơ thẻ đáp án, rồi mở "Hiện đáp án".'): SeedSlide => ({
  background: '#fefce8',
  notes,
  blocks: [
    { html: '<p><strong>Kiểm tra nhanh</strong></p>', rect: AT.heading },
    { question, rect: AT.question },
  ],
});

export const SCHOOL_LECTURES: SeedLecture[] = [
  {
    title: 'Unit 1: Hobbies',
    summary: 'Từ vựng và mẫu câu nói về sở thích.',
    level: 'school',
    owner: 'lan',
    subject: 'Tiếng Anh',
    grade: 7,
    category: 'Bài học theo Unit',
    slides: [
      opening('Unit 1: Hobbies', 'Tiếng Anh 7 – Từ vựng và mẫu câu nói về sở thích', 'Khởi động: hỏi nhanh vài em "What do you do in your free time?"'),
      content(
        'Vocabulary – Từ vựng',
        list('ul', [
          '<strong>collecting</strong>: sưu tầm (collecting stamps, collecting coins)',
          '<strong>gardening</strong>: làm vườn',
          '<strong>horse riding</strong>: cưỡi ngựa',
          '<strong>making models</strong>: làm mô hình',
          '<strong>cooking</strong>: nấu ăn',
        ]),
        'Cho học sinh đọc to từng từ, chú ý trọng âm: COLlecting, GARdening.',
      ),
      content(
        'Useful structures – Mẫu câu',
        list('ol', [
          'I like / love / enjoy + <strong>V-ing</strong>: <em>I love making models.</em>',
          'My hobby is + <strong>V-ing</strong>: <em>My hobby is gardening.</em>',
          'I started it when I was …: <em>I started it when I was eight.</em>',
        ]) + '<p>Lưu ý: sau <strong>like, love, enjoy</strong> động từ thêm <strong>-ing</strong>.</p>',
      ),
      check(
        'Viết một đoạn văn ngắn (60–80 từ) bằng tiếng Anh về sở thích của em (What is your hobby?).',
        'Bài tập về nhà: nhắc học sinh dùng các mẫu câu vừa học.',
      ),
    ],
  },
  {
    title: 'Unit 2: Healthy living',
    summary: 'Thói quen sống lành mạnh và lời khuyên.',
    level: 'school',
    owner: 'lan',
    subject: 'Tiếng Anh',
    grade: 7,
    category: 'Bài học theo Unit',
    slides: [
      opening('Unit 2: Healthy living', 'Thói quen sống lành mạnh và lời khuyên'),
      content(
        'Healthy habits – Thói quen tốt',
        list('ul', [
          'eat more <strong>fruit and vegetables</strong>',
          '<strong>sleep</strong> 8–9 hours a night',
          '<strong>do exercise</strong> every day',
          'drink enough <strong>water</strong>',
        ]),
      ),
      content(
        'Giving advice – Đưa ra lời khuyên',
        "<p><strong>You should</strong> + V: <em>You should eat more fruit.</em></p><p><strong>You shouldn't</strong> + V: <em>You shouldn't stay up late.</em></p>" +
          '<blockquote><p>Ghi nhớ: sau should / shouldn’t là động từ nguyên mẫu không “to”.</p></blockquote>',
        'Cho từng cặp học sinh đưa lời khuyên cho nhau về giấc ngủ.',
      ),
      check('Which of the following are healthy habits? (Chọn tất cả các đáp án đúng)'),
    ],
  },
  {
    title: 'Thì hiện tại đơn',
    summary: 'Cách dùng và dấu hiệu nhận biết thì hiện tại đơn.',
    level: 'school',
    owner: 'lan',
    subject: 'Tiếng Anh',
    grade: 7,
    category: 'Ngữ pháp',
    topic: 'Thì hiện tại đơn',
    slides: [
      opening('Thì hiện tại đơn (Present Simple)', 'Cách dùng, cấu trúc và dấu hiệu nhận biết'),
      content(
        'Cách dùng',
        list('ul', [
          'Diễn tả <strong>thói quen</strong>: <em>I get up at 6 a.m. every day.</em>',
          'Diễn tả <strong>sự thật hiển nhiên</strong>: <em>The sun rises in the east.</em>',
          'Diễn tả <strong>lịch trình</strong>: <em>The train leaves at 7 p.m.</em>',
        ]),
      ),
      // The school's video is placed beside this text (seed-media.ts).
      content(
        'Xem video: một sự thật hiển nhiên',
        '<p>Xem video "Sự bay hơi của nước", rồi nói lại bằng tiếng Anh:</p>' +
          '<p><em>Water <strong>evaporates</strong> when the sun <strong>heats</strong> it.</em></p>' +
          '<p>Nước bay hơi khi Mặt Trời làm nóng nó.</p>',
        'Cho học sinh xem đến giây thứ 6, dừng lại hỏi: hơi nước đi đâu?',
        AT.left,
      ),
      content(
        'Cấu trúc',
        '<p><strong>Khẳng định:</strong> S + V(s/es)</p><p><strong>Phủ định:</strong> S + do/does not + V</p><p><strong>Câu hỏi:</strong> Do/Does + S + V?</p>' +
          '<p>Dấu hiệu: <em>always, usually, often, sometimes, every day</em>.</p>',
        'Nhắc: ngôi thứ ba số ít (he, she, it) thêm -s/-es.',
      ),
      check('Chọn đáp án đúng: My father ___ to work by bus every day.'),
    ],
  },
  {
    title: 'Cấu tạo tế bào thực vật',
    summary: 'Các thành phần chính của tế bào thực vật và chức năng.',
    level: 'school',
    owner: 'minh',
    subject: 'Khoa học tự nhiên',
    grade: 6,
    category: 'Tổ Khoa học tự nhiên',
    slides: [
      opening('Cấu tạo tế bào thực vật', 'Khoa học tự nhiên 6 – Chủ đề Tế bào'),
      content(
        'Các thành phần chính',
        list('ul', [
          '<strong>Thành tế bào</strong>: giúp tế bào có hình dạng ổn định.',
          '<strong>Màng tế bào</strong>: bao bọc, kiểm soát các chất ra vào.',
          '<strong>Tế bào chất</strong>: nơi diễn ra các hoạt động sống.',
          '<strong>Nhân</strong>: điều khiển mọi hoạt động của tế bào.',
          '<strong>Lục lạp</strong>: nơi diễn ra quang hợp.',
        ]),
        'Chỉ từng phần trên hình khi giảng.',
        AT.left,
      ),
      content(
        'Ghi nhớ',
        '<p>Tế bào thực vật khác tế bào động vật ở chỗ có <strong>thành tế bào</strong> và <strong>lục lạp</strong>.</p>' +
          '<p>Về nhà: quan sát tế bào biểu bì vảy hành dưới kính hiển vi và vẽ lại.</p>',
      ),
    ],
  },
  {
    title: 'Số hữu tỉ và biểu diễn trên trục số',
    summary: 'Khái niệm số hữu tỉ, tập hợp ℚ và cách biểu diễn trên trục số.',
    level: 'school',
    status: 'pending',
    owner: 'lan',
    subject: 'Toán',
    grade: 7,
    category: 'Tổ Toán – Tin',
    topic: 'Số hữu tỉ',
    slides: [
      opening('Số hữu tỉ và biểu diễn trên trục số', 'Toán 7 – Chương I'),
      content(
        'Khái niệm',
        `<p>Số hữu tỉ là số viết được dưới dạng phân số ${math('\\frac{a}{b}')} với ${math('a, b \\in \\mathbb{Z}, b \\neq 0')}.</p>` +
          '<p>Tập hợp các số hữu tỉ kí hiệu là <strong>ℚ</strong>.</p>',
      ),
      content(
        'Biểu diễn trên trục số',
        list('ol', [
          'Chia đoạn thẳng đơn vị thành <strong>b</strong> phần bằng nhau; mỗi phần là một đơn vị mới.',
          `Số ${math('-\\frac{3}{4}')} nằm bên trái điểm 0, cách 0 ba đơn vị mới.`,
        ]),
      ),
      check('Số nào sau đây là số hữu tỉ âm?'),
    ],
  },
];
