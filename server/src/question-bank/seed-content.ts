// Demo bank questions beyond the exams' English: mathematics for grade 7 and natural science, in Vietnamese.
import type { SeedQuestion } from '../exams/seed-content.ts';

const abcd = (...texts: string[]) => texts.map((text, i) => ({ id: 'abcd'[i]!, text }));
const math = (latex: string) => `<span data-type="inline-math" data-latex="${latex}"></span>`;

export const MATH_QUESTIONS: SeedQuestion[] = [
  {
    type: 'singleChoice',
    point: 0.5,
    level: 'recognition',
    content: { text: 'Số nào sau đây là số hữu tỉ âm?', options: abcd('3/4', '−2/5', '0', '7') },
    key: { type: 'singleChoice', optionId: 'b' },
    explanation: 'Số hữu tỉ âm là số hữu tỉ nhỏ hơn 0; chỉ có −2/5 < 0.',
  },
  {
    type: 'multipleChoice',
    point: 1,
    level: 'comprehension',
    content: { text: 'Chọn tất cả các phân số bằng 1/2.', options: abcd('2/4', '3/5', '5/10', '4/6') },
    key: { type: 'multipleChoice', optionIds: ['a', 'c'] },
  },
  {
    type: 'fillInTheBlank',
    point: 1,
    level: 'application',
    content: { text: 'Giải phương trình x + 5 = 12, ta được x = {{}}.', blankCount: 1 },
    key: { type: 'fillInTheBlank', blanks: [['7']] },
    explanation: 'Chuyển vế: x = 12 − 5 = 7.',
  },
  {
    type: 'textAnswer',
    point: 1,
    level: 'application',
    content: { text: 'Nghiệm của phương trình 2x − 6 = 0 là bao nhiêu?' },
    key: { type: 'textAnswer', accepted: ['3', 'x = 3', 'x=3'] },
  },
  {
    type: 'essay',
    point: 2,
    level: 'high_application',
    content: { text: 'Một cửa hàng giảm giá 20% một chiếc áo, giá sau khi giảm là 240.000 đồng. Tính giá ban đầu của chiếc áo và trình bày lời giải.' },
    key: { type: 'essay', sample: 'Gọi giá ban đầu là x (đồng). Ta có 0,8x = 240 000 nên x = 300 000 đồng.' },
  },
];

export const SCIENCE_QUESTIONS: SeedQuestion[] = [
  {
    type: 'singleChoice',
    point: 0.5,
    level: 'recognition',
    content: { text: 'Hạt nào mang điện tích âm trong nguyên tử?', options: abcd('Proton', 'Neutron', 'Electron', 'Hạt nhân') },
    key: { type: 'singleChoice', optionId: 'c' },
  },
  // Formulas as the editor writes them (src/shared/rich-text.ts): the plain text beside is what the server derives.
  {
    type: 'singleChoice',
    point: 0.5,
    level: 'comprehension',
    content: {
      text: 'Số khối $A$ của hạt nhân được tính theo công thức nào ($Z$: số proton, $N$: số neutron)?',
      html: `<p>Số khối ${math('A')} của hạt nhân được tính theo công thức nào (${math('Z')}: số proton, ${math('N')}: số neutron)?</p>`,
      options: ['A = Z + N', 'A = Z - N', 'A = 2Z', 'A = Z \\cdot N'].map((latex, i) => ({
        id: 'abcd'[i]!,
        text: `$${latex}$`,
        html: `<p>${math(latex)}</p>`,
      })),
    },
    key: { type: 'singleChoice', optionId: 'a' },
    explanation: 'Hạt nhân gồm proton và neutron, nên số khối là tổng số hạt của hai loại.',
  },
  {
    type: 'fillInTheBlank',
    point: 1,
    level: 'comprehension',
    content: { text: 'Nguyên tử gồm hạt nhân mang điện tích {{}} và vỏ nguyên tử gồm các {{}}.', blankCount: 2 },
    key: { type: 'fillInTheBlank', blanks: [['dương'], ['electron', 'êlectron']] },
  },
  {
    type: 'leadingQuestion',
    point: 2,
    content: { text: 'Đọc đoạn thông tin: Nguyên tử oxygen có 8 proton trong hạt nhân. Trả lời các câu hỏi sau.' },
    subs: [
      {
        type: 'textAnswer',
        point: 1,
        content: { text: 'Nguyên tử oxygen có bao nhiêu electron?' },
        key: { type: 'textAnswer', accepted: ['8', 'tám'] },
      },
      {
        type: 'singleChoice',
        point: 1,
        content: { text: 'Số hiệu nguyên tử của oxygen là', options: abcd('6', '7', '8', '16') },
        key: { type: 'singleChoice', optionId: 'c' },
      },
    ],
  },
];
