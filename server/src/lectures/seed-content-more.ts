// The demo lectures outside the school library: Ms Lan's own group-work lecture (her picture and the school's chime
// are placed with the media, seed-media.ts) and the system library's two science lectures, the atoms one with an area
// opening a question and a slide playing the system bank's matching game.
import { AT, type SeedBlock, type SeedLecture, type SeedSlide } from './seed-content.ts';

/** The box an area covers on the atom slide. */
const TRY = { x: 6, y: 70, w: 50, h: 16 };
const withBlocks = (s: SeedSlide, ...blocks: SeedBlock[]): SeedSlide => ({ ...s, blocks: [...s.blocks, ...blocks] });

const list = (tag: 'ul' | 'ol', items: string[]) => `<${tag}>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</${tag}>`;
const slide = (heading: string, html: string, rect = AT.body, background = '#ffffff'): SeedSlide => ({
  background,
  notes: '',
  blocks: [
    { html: `<p><strong>${heading}</strong></p>`, rect: AT.heading },
    { html, rect },
  ],
});
const opening = (title: string, subtitle: string): SeedSlide => ({
  background: '#eff6ff',
  blocks: [
    { html: `<p><strong>${title}</strong></p>`, rect: AT.title },
    { html: `<p>${subtitle}</p>`, rect: AT.subtitle },
  ],
});

export const OTHER_LECTURES: SeedLecture[] = [
  {
    title: 'Sự chuyển thể của chất – Vòng tuần hoàn của nước',
    summary: 'Bài giảng cho tiết học nhóm: bay hơi, ngưng tụ, mưa.',
    level: 'personal',
    owner: 'lan',
    subject: 'Khoa học tự nhiên',
    grade: 6,
    slides: [
      opening('Vòng tuần hoàn của nước', 'Khoa học tự nhiên 6 – Sự chuyển thể của chất'),
      slide(
        'Nước chuyển thể như thế nào?',
        list('ul', [
          '<strong>Bay hơi</strong>: nước ở sông, hồ, biển thành hơi nước.',
          '<strong>Ngưng tụ</strong>: hơi nước gặp lạnh tạo thành mây.',
          '<strong>Mưa</strong>: nước rơi xuống mặt đất, chảy ra sông, biển.',
        ]),
        AT.left,
      ),
      slide(
        'Hoạt động nhóm (5 phút)',
        '<p>Mỗi nhóm vẽ sơ đồ vòng tuần hoàn của nước và ghi tên <strong>ba</strong> quá trình chuyển thể.</p>' +
          '<p>Nghe âm báo thì bắt đầu; hết giờ, các nhóm dán sản phẩm lên bảng.</p>',
        AT.top,
        '#f0fdf4',
      ),
    ],
  },
  {
    title: 'Hệ Mặt Trời',
    summary: 'Tám hành tinh và vị trí của Trái Đất trong Hệ Mặt Trời.',
    level: 'system',
    owner: 'admin',
    subject: 'Khoa học tự nhiên',
    grade: 6,
    category: 'Khoa học tự nhiên',
    slides: [
      opening('Hệ Mặt Trời', 'Khoa học tự nhiên 6 – Trái Đất và bầu trời'),
      slide(
        'Tám hành tinh, xa dần Mặt Trời',
        list('ol', ['Sao Thuỷ', 'Sao Kim', 'Trái Đất', 'Sao Hoả', 'Sao Mộc', 'Sao Thổ', 'Sao Thiên Vương', 'Sao Hải Vương']),
        AT.left,
      ),
      slide(
        'Em có biết?',
        list('ul', [
          '<strong>Sao Mộc</strong> là hành tinh lớn nhất.',
          '<strong>Sao Thuỷ</strong> ở gần Mặt Trời nhất.',
          'Trái Đất là hành tinh thứ <strong>ba</strong> tính từ Mặt Trời.',
        ]),
      ),
    ],
  },
  {
    title: 'Nguyên tử và phân tử',
    summary: 'Cấu tạo nguyên tử, phân tử và một câu hỏi kiểm tra nhanh.',
    level: 'system',
    owner: 'admin',
    subject: 'Khoa học tự nhiên',
    grade: 7,
    category: 'Khoa học tự nhiên',
    topic: 'Nguyên tử và phân tử',
    slides: [
      opening('Nguyên tử và phân tử', 'Khoa học tự nhiên 7 – Mở đầu chương'),
      // A box of the slide that opens a question when touched, as an imported slide's shape would.
      withBlocks(
        slide(
          'Cấu tạo nguyên tử',
          list('ul', [
            '<strong>Hạt nhân</strong> ở tâm, gồm proton (mang điện tích dương) và neutron (không mang điện).',
            '<strong>Vỏ nguyên tử</strong> gồm các electron mang điện tích âm, chuyển động quanh hạt nhân.',
          ]) + '<p>Nguyên tử trung hoà về điện: số proton bằng số electron.</p>',
          AT.top,
        ),
        { html: '<p><strong>Thử sức:</strong> chạm vào ô này để điền vào chỗ trống.</p>', rect: TRY },
        {
          area: {
            label: 'Thử sức: điền vào chỗ trống về cấu tạo nguyên tử',
            opens: { question: 'Nguyên tử gồm hạt nhân mang điện tích {{}} và vỏ nguyên tử gồm các {{}}.' },
          },
          rect: TRY,
        },
      ),
      slide(
        'Phân tử',
        '<p>Phân tử là hạt đại diện cho chất, gồm một số nguyên tử liên kết với nhau.</p>' +
          '<p>Ví dụ: một phân tử nước <span data-type="inline-math" data-latex="H_2O"></span> gồm 2 nguyên tử H và 1 nguyên tử O.</p>',
      ),
      {
        background: '#f0fdf4',
        notes: 'Chia lớp hai đội; mỗi đội lần lượt lên nối một cặp trên bảng tương tác.',
        blocks: [
          { html: '<p><strong>Trò chơi: nguyên tố và kí hiệu hoá học</strong></p>', rect: AT.heading },
          { game: 'Nối nguyên tố với kí hiệu hoá học', rect: { x: 30, y: 26, w: 40, h: 56 } },
        ],
      },
      {
        background: '#fefce8',
        notes: 'Hỏi thêm: hạt nào không mang điện?',
        blocks: [
          { html: '<p><strong>Kiểm tra nhanh</strong></p>', rect: AT.heading },
          { question: 'Hạt nào mang điện tích âm trong nguyên tử?', rect: AT.question },
        ],
      },
    ],
  },
];
