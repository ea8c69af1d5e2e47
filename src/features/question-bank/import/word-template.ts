// The sample Word document of the Word import: how to lay questions out, with examples that import as they are (an
// underlined answer, a starred one, answers in a table after "HẾT", a formula made with Word's equation editor, an
// explanation, an essay). Made with `docx`, loaded only when the teacher asks for it.
import {
  AlignmentType,
  Document,
  Math as WordMath,
  MathFraction,
  MathRun,
  MathSuperScript,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  UnderlineType,
  WidthType,
} from 'docx';

const line = (...runs: (string | TextRun | WordMath)[]) => new Paragraph({ children: runs.map((r) => (typeof r === 'string' ? new TextRun(r) : r)) });
const note = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true, color: '475569' })] });
const fraction = (a: string, b: string) => new MathFraction({ numerator: [new MathRun(a)], denominator: [new MathRun(b)] });
const cell = (text: string) => new TableCell({ width: { size: 1200, type: WidthType.DXA }, children: [new Paragraph(text)] });

export function wordTemplate(): Promise<ArrayBuffer> {
  const doc = new Document({
    creator: 'Lớp học số',
    title: 'Mẫu nhập câu hỏi từ Word',
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'MẪU NHẬP CÂU HỎI TỪ WORD', bold: true, size: 28 })] }),
          note(
            'Mỗi câu hỏi bắt đầu bằng “Câu 1:”, “Câu 2:”… (hoặc “Question 1.”). Các phương án bắt đầu bằng “A.”, “B.”… (từ 2 đến 8 phương án), có thể viết nhiều phương án trên một dòng.',
          ),
          note(
            'Đáp án đúng: gạch chân chữ cái của phương án đúng, hoặc đặt dấu * trước chữ cái, hoặc ghi trong bảng đáp án sau chữ “HẾT”. Gạch chân nhiều phương án: câu nhiều lựa chọn.',
          ),
          note(
            '“Lời giải:” mở phần giải thích của câu. Câu không có phương án là câu tự luận. Công thức soạn bằng trình soạn phương trình của Word (Insert → Equation) được giữ nguyên.',
          ),
          line('Câu 1: Số nào sau đây là số hữu tỉ âm?'),
          line('A. 0,5        ', new TextRun({ text: 'B', underline: { type: UnderlineType.SINGLE } }), '. −2/5        C. 3        D. 1/2'),
          line('Lời giải: −2/5 nhỏ hơn 0 nên là số hữu tỉ âm.'),
          line('Câu 2: Giá trị của biểu thức ', new WordMath({ children: [fraction('1', '2'), new MathRun('+'), fraction('1', '4')] }), ' là'),
          line('A. ', new WordMath({ children: [fraction('3', '4')] }), '        B. ', new WordMath({ children: [fraction('2', '6')] })),
          line('C. ', new WordMath({ children: [fraction('1', '8')] }), '        D. 1'),
          line('Câu 3: Which word is a noun?'),
          line('A. run'),
          line('*B. school'),
          line('C. quickly'),
          line('Câu 4: Diện tích hình vuông cạnh a là'),
          line('A. ', new WordMath({ children: [new MathSuperScript({ children: [new MathRun('a')], superScript: [new MathRun('2')] })] }), '        B. 4a'),
          line('Câu 5: Trình bày cách giải phương trình 2x − 6 = 0.'),
          line('Lời giải: Chuyển vế: 2x = 6, chia hai vế cho 2: x = 3.'),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: '----- HẾT -----', bold: true })] }),
          line('ĐÁP ÁN'),
          new Table({
            rows: [new TableRow({ children: ['Câu', '1', '2', '3', '4'].map(cell) }), new TableRow({ children: ['Đáp án', 'B', 'A', 'B', 'A'].map(cell) })],
          }),
        ],
      },
    ],
  });
  return Packer.toArrayBuffer(doc);
}
