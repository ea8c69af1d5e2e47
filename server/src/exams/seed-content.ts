// The demo exams' content: a mid-term English test using all seven question types (Vietnamese and English text,
// 10 points, 45 minutes) and a 3-minute quiz for trying the timeout.
import type { CorrectAnswer, QuestionContent, QuestionType } from '../../../src/shared/exam.ts';
import type { QuestionLevel } from '../../../src/shared/question-bank.ts';

export interface SeedQuestion {
  type: QuestionType;
  content: QuestionContent;
  key?: CorrectAnswer;
  /** Points; a leadingQuestion is worth the sum of its sub-questions. */
  point: number;
  subs?: SeedQuestion[];
  /** In a question bank (src/shared/question-bank.ts QUESTION_LEVELS). */
  level?: QuestionLevel;
  explanation?: string;
}

export interface SeedExam {
  title: string;
  description: string;
  durationMinutes: number;
  fractions: { title: string; questions: SeedQuestion[] }[];
}

const abcd = (...texts: string[]) => texts.map((text, i) => ({ id: 'abcd'[i]!, text }));

export const MIDTERM_EXAM: SeedExam = {
  title: 'Kiểm tra giữa học kì I – Tiếng Anh 7',
  description: 'Đề kiểm tra 45 phút gồm trắc nghiệm, điền từ, đọc hiểu, viết đoạn văn và luyện nói.',
  durationMinutes: 45,
  fractions: [
    {
      title: 'Phần I. Trắc nghiệm (Multiple choice)',
      questions: [
        {
          type: 'singleChoice',
          point: 1,
          content: { text: 'Chọn đáp án đúng: My father ___ to work by bus every day.', options: abcd('go', 'goes', 'going', 'gone') },
          key: { type: 'singleChoice', optionId: 'b' },
        },
        {
          type: 'singleChoice',
          point: 0.5,
          content: { text: 'Thủ đô của Việt Nam là thành phố nào?', options: abcd('Hà Nội', 'Huế', 'Đà Nẵng', 'Thành phố Hồ Chí Minh') },
          key: { type: 'singleChoice', optionId: 'a' },
        },
        {
          type: 'multipleChoice',
          point: 1,
          content: {
            text: 'Which of the following are healthy habits? (Chọn tất cả các đáp án đúng)',
            options: abcd('Eating lots of vegetables', 'Staying up late every night', 'Doing exercise regularly', 'Drinking enough water'),
          },
          key: { type: 'multipleChoice', optionIds: ['a', 'c', 'd'] },
        },
      ],
    },
    {
      title: 'Phần II. Điền từ (Fill in the blanks)',
      questions: [
        {
          type: 'fillInTheBlank',
          point: 0.5,
          content: { text: 'Yesterday I {{}} (go) to the library with my friends.', blankCount: 1 },
          key: { type: 'fillInTheBlank', blanks: [['went']] },
        },
        {
          type: 'fillInTheBlank',
          point: 1,
          content: { text: 'Lan {{}} (be) a student and she {{}} (live) in Hà Nội.', blankCount: 2 },
          key: { type: 'fillInTheBlank', blanks: [['is'], ['lives']] },
        },
        {
          type: 'textAnswer',
          point: 0.5,
          content: { text: "Viết dạng số nhiều của danh từ 'child'." },
          key: { type: 'textAnswer', accepted: ['children'] },
        },
      ],
    },
    {
      title: 'Phần III. Đọc hiểu (Reading)',
      questions: [
        {
          type: 'leadingQuestion',
          point: 0,
          content: {
            media: { type: 'image', url: 'media/ha-long-bay.svg' },
            text:
              'Đọc đoạn văn và trả lời các câu hỏi.\n\nHa Long Bay is in Quang Ninh Province, in the north of Viet Nam. ' +
              'It has about 1,600 islands and islets. In 1994, UNESCO recognised Ha Long Bay as a World Heritage Site. ' +
              'Every year, millions of tourists come to visit its caves and beaches.',
          },
          subs: [
            {
              type: 'singleChoice',
              point: 0.5,
              content: { text: 'Where is Ha Long Bay?', options: abcd('In Quang Ninh Province', 'In Ha Noi', 'In Da Nang', 'In Ca Mau') },
              key: { type: 'singleChoice', optionId: 'a' },
            },
            {
              type: 'textAnswer',
              point: 0.5,
              content: { text: 'How many islands and islets are there in Ha Long Bay? (Viết bằng số)' },
              key: { type: 'textAnswer', accepted: ['1600', '1,600', '1.600', 'about 1,600', 'about 1600'] },
            },
            {
              type: 'fillInTheBlank',
              point: 0.5,
              content: { text: 'Ha Long Bay was recognised by {{}} as a World Heritage Site in {{}}.', blankCount: 2 },
              key: { type: 'fillInTheBlank', blanks: [['UNESCO'], ['1994']] },
            },
          ],
        },
      ],
    },
    {
      title: 'Phần IV. Viết và nói (Writing and speaking)',
      questions: [
        {
          type: 'essay',
          point: 2.5,
          content: { text: 'Viết một đoạn văn ngắn (60–80 từ) bằng tiếng Anh về sở thích của em (What is your hobby?).' },
          key: { type: 'essay', sample: 'My hobby is reading books. I often read in the evening after doing my homework...' },
        },
        {
          type: 'speaking',
          point: 1.5,
          content: {
            text: 'Đọc to câu sau và ghi âm câu trả lời của em (nghe câu mẫu trước).',
            sentence: 'I usually go swimming with my friends at the weekend.',
            media: { type: 'audio', url: 'media/speaking-sample.wav' },
          },
          key: { type: 'speaking', sample: null },
        },
      ],
    },
  ],
};

export const QUICK_EXAM: SeedExam = {
  title: 'Kiểm tra nhanh 3 phút',
  description: 'Bài kiểm tra ngắn để làm quen với việc tự động nộp bài khi hết giờ.',
  durationMinutes: 3,
  fractions: [
    {
      title: 'Câu hỏi nhanh',
      questions: [
        {
          type: 'singleChoice',
          point: 4,
          content: { text: '2 + 3 × 4 = ?', options: abcd('20', '14', '24', '11') },
          key: { type: 'singleChoice', optionId: 'b' },
        },
        {
          type: 'textAnswer',
          point: 3,
          content: { text: 'Thủ đô của Nhật Bản là gì? (What is the capital of Japan?)' },
          key: { type: 'textAnswer', accepted: ['Tokyo', 'Tô-ky-ô', 'Tokio'] },
        },
        {
          type: 'fillInTheBlank',
          point: 3,
          content: { text: 'The sun rises in the {{}}.', blankCount: 1 },
          key: { type: 'fillInTheBlank', blanks: [['east']] },
        },
      ],
    },
  ],
};

/** A 15-minute test whose results wait: after its closing time in one demo group, until the teacher releases them in the other. */
export const UNIT_TEST: SeedExam = {
  title: 'Kiểm tra 15 phút – Unit 3: Community service',
  description: 'Bài kiểm tra 15 phút; điểm và đáp án được công bố sau, theo lựa chọn của giáo viên.',
  durationMinutes: 15,
  fractions: [
    {
      title: 'Phần I. Từ vựng (Vocabulary)',
      questions: [
        {
          type: 'singleChoice',
          point: 3,
          content: { text: 'We collected old books and ________ them to children in the countryside.', options: abcd('donated', 'bought', 'borrowed', 'sold') },
          key: { type: 'singleChoice', optionId: 'a' },
        },
        {
          type: 'multipleChoice',
          point: 2,
          content: {
            text: 'Which of these are community service activities? (Chọn tất cả các đáp án đúng)',
            options: abcd('Cleaning up the park', 'Playing video games', 'Helping elderly people', 'Planting trees'),
          },
          key: { type: 'multipleChoice', optionIds: ['a', 'c', 'd'] },
        },
        {
          type: 'fillInTheBlank',
          point: 2,
          content: { text: 'Volunteers {{}} (help) the old people in our village every Sunday.', blankCount: 1 },
          key: { type: 'fillInTheBlank', blanks: [['help']] },
        },
      ],
    },
    {
      title: 'Phần II. Viết (Writing)',
      questions: [
        {
          type: 'essay',
          point: 3,
          content: { text: 'Viết 3–5 câu bằng tiếng Anh về một hoạt động tình nguyện em muốn tham gia.' },
          key: { type: 'essay', sample: 'I would like to join a clean-up campaign at the beach. We would pick up rubbish and plastic bottles...' },
        },
      ],
    },
  ],
};

/** A 10-minute test of a month ago, taken by most of the first demo group: the gradebook's history. */
export const PAST_TEST: SeedExam = {
  title: 'Kiểm tra 10 phút – Unit 1: Hobbies',
  description: 'Bài kiểm tra đầu học kì về sở thích.',
  durationMinutes: 10,
  fractions: [
    {
      title: 'Trắc nghiệm',
      questions: [
        {
          type: 'singleChoice',
          point: 2.5,
          content: { text: 'My sister loves ________ pictures of flowers.', options: abcd('taking', 'take', 'took', 'takes') },
          key: { type: 'singleChoice', optionId: 'a' },
        },
        {
          type: 'singleChoice',
          point: 2.5,
          content: { text: 'Which hobby needs a garden?', options: abcd('Collecting stamps', 'Gardening', 'Reading', 'Painting') },
          key: { type: 'singleChoice', optionId: 'b' },
        },
        {
          type: 'singleChoice',
          point: 2.5,
          content: { text: 'I ________ playing badminton since I was eight.', options: abcd('am', 'was', 'have enjoyed', 'enjoy') },
          key: { type: 'singleChoice', optionId: 'c' },
        },
        {
          type: 'singleChoice',
          point: 2.5,
          content: { text: 'Making models is a hobby that needs a lot of ________.', options: abcd('money', 'noise', 'friends', 'patience') },
          key: { type: 'singleChoice', optionId: 'd' },
        },
      ],
    },
  ],
};
