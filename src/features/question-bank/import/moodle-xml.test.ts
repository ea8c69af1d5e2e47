import { describe, expect, it } from 'vitest';
import { MSG } from '@/shared/messages.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { moodleXml, NotMoodleXml, readMoodleXml } from './moodle-xml.ts';

const FROM_MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/Toán 7</text></category></question>
  <question type="multichoice">
    <name><text>Phân số</text></name>
    <questiontext format="html"><text><![CDATA[<p>Tính \\( \\frac{1}{2} + \\frac{1}{4} \\)</p><p><img src="@@PLUGINFILE@@/hinh.png" alt=""></p>]]></text>
      <file name="hinh.png" path="/" encoding="base64">iVBORw0KGgo=</file></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Quy đồng mẫu.</p>]]></text></generalfeedback>
    <defaultgrade>2</defaultgrade>
    <single>true</single>
    <answer fraction="100" format="html"><text><![CDATA[<p>3/4</p>]]></text></answer>
    <answer fraction="0" format="html"><text>2/6</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Số chẵn</text></name>
    <questiontext format="html"><text>Chọn các số chẵn</text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>2</text></answer>
    <answer fraction="-100"><text>3</text></answer>
    <answer fraction="50"><text>4</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Đúng sai</text></name>
    <questiontext format="html"><text>Hà Nội là thủ đô của Việt Nam.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>Ngắn</text></name>
    <questiontext format="html"><text>Thủ đô của Pháp?</text></questiontext>
    <answer fraction="100"><text>Paris</text></answer>
    <answer fraction="100"><text>Pa-ri</text></answer>
  </question>
  <question type="essay">
    <name><text>Tự luận</text></name>
    <questiontext format="html"><text>Tả ngôi trường của em.</text></questiontext>
    <graderinfo format="html"><text>Đủ ba phần.</text></graderinfo>
  </question>
  <question type="matching">
    <name><text>Ghép</text></name>
    <questiontext format="html"><text>Ghép đôi</text></questiontext>
  </question>
</quiz>`;

describe('Moodle XML', () => {
  it('reads choice, true/false, short answer and essay questions, formulas and pictures, and names the types it cannot take', () => {
    const { parsed, images } = readMoodleXml(FROM_MOODLE);
    expect(parsed.rows.map((r) => [r.place, r.type, r.errors.length])).toEqual([
      ['Câu 1 (Phân số)', 'singleChoice', 0],
      ['Câu 2 (Số chẵn)', 'multipleChoice', 0],
      ['Câu 3 (Đúng sai)', 'singleChoice', 0],
      ['Câu 4 (Ngắn)', 'textAnswer', 0],
      ['Câu 5 (Tự luận)', 'essay', 0],
      ['Câu 6 (Ghép)', 'essay', 1],
    ]);
    expect(images).toHaveLength(1);
    const [fraction, even, trueFalse, short, essay] = parsed.rows.map((r) => r.input!);
    expect(fraction).toMatchObject({
      content: {
        text: 'Tính $\\frac{1}{2} + \\frac{1}{4}$\n[hình ảnh]',
        html: '<p>Tính <span data-type="inline-math" data-latex="\\frac{1}{2} + \\frac{1}{4}"></span></p><p><img src="docx-image:0" alt=""></p>',
        options: [
          { id: 'a', text: '3/4' },
          { id: 'b', text: '2/6' },
        ],
      },
      answerKey: { type: 'singleChoice', optionId: 'a' },
      points: 2,
      explanation: 'Quy đồng mẫu.',
    });
    expect(even!.answerKey).toEqual({ type: 'multipleChoice', optionIds: ['a', 'c'] });
    expect(trueFalse).toMatchObject({ content: { options: [{ text: 'Đúng' }, { text: 'Sai' }] }, answerKey: { optionId: 'a' } });
    expect(short!.answerKey).toEqual({ type: 'textAnswer', accepted: ['Paris', 'Pa-ri'] });
    expect(essay!.answerKey).toEqual({ type: 'essay', sample: 'Đủ ba phần.' });
    expect(parsed.rows[5]!.errors[0]!.message).toBe(fillPlaceholders(MSG.importMoodleTypeUnsupported, ['Ghép đôi']));
  });

  it('writes a bank that reads back the same', () => {
    const q = (over: Partial<BankQuestion>): BankQuestion => ({
      id: 1,
      questionType: 'singleChoice',
      content: { text: '' },
      answerKey: null,
      level: null,
      points: 1,
      explanation: null,
      position: 0,
      updatedAt: '',
      ...over,
    });
    const xml = moodleXml(
      [
        q({
          content: {
            text: 'Tính $x^2$',
            html: '<p>Tính <span data-type="inline-math" data-latex="x^2"></span></p>',
            options: [
              { id: 'a', text: '1 < 2' },
              { id: 'b', text: 'Hai' },
            ],
          },
          answerKey: { type: 'singleChoice', optionId: 'b' },
          explanation: 'Vì vậy.',
          points: 3,
        }),
        q({ questionType: 'textAnswer', content: { text: 'Thủ đô?' }, answerKey: { type: 'textAnswer', accepted: ['Hà Nội', 'Ha Noi'] } }),
        q({ questionType: 'essay', content: { text: 'Viết đoạn văn.' }, answerKey: { type: 'essay', sample: 'Mẫu' } }),
      ],
      'Ngân hàng <thử>',
    );
    const back = readMoodleXml(xml).parsed.rows.map((r) => r.input);
    expect(back[0]).toMatchObject({
      content: { html: '<p>Tính <span data-type="inline-math" data-latex="x^2"></span></p>', options: [{ text: '1 < 2' }, { text: 'Hai' }] },
      answerKey: { optionId: 'b' },
      points: 3,
      explanation: 'Vì vậy.',
    });
    expect(back[1]!.answerKey).toEqual({ type: 'textAnswer', accepted: ['Hà Nội', 'Ha Noi'] });
    expect(back[2]!.answerKey).toEqual({ type: 'essay', sample: 'Mẫu' });
  });

  it('refuses a file that is not Moodle XML, or has no question', () => {
    expect(() => readMoodleXml('<html><body>không phải</body></html>')).toThrow(NotMoodleXml);
    expect(() => readMoodleXml('không phải xml')).toThrow(NotMoodleXml);
    expect(readMoodleXml('<quiz></quiz>').parsed.fileError).toBe(MSG.importEmpty);
  });
});
