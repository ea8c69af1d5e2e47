// A lesson plan as a Word document in the layout of Công văn 5512 appendix IV: the heading block (subject, grade,
// series, lesson, periods), I. Mục tiêu, II. Thiết bị dạy học và học liệu, III. Tiến trình dạy học with each activity's
// a) to d), and the library items it uses. Loaded only when a plan is downloaded (docx is heavy).
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { LessonPlan } from '../../../src/shared/lesson-plan.ts';
import { PLAN_LINK_LABELS } from '../../../src/shared/lesson-plan.ts';

const FONT = 'Times New Roman';

/** Typed text as paragraphs, one per line, or a dash where the teacher wrote nothing. */
function lines(text: string): Paragraph[] {
  const parts = text.split(/\r?\n/).map((l) => l.trimEnd());
  const kept = parts.some((p) => p.trim()) ? parts : ['…'];
  return kept.map((l) => new Paragraph({ children: [new TextRun(l)], spacing: { after: 60 } }));
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) => new Paragraph({ heading: level, children: [new TextRun(text)] });

const labelled = (label: string, value: string) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value || '…')] });

export async function planDocument(plan: LessonPlan): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun('KẾ HOẠCH BÀI DẠY')] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: plan.name, bold: true })] }),
    labelled('Môn học', plan.subject?.name ?? ''),
    labelled('Lớp', plan.grade?.name ?? ''),
    labelled('Bộ sách', plan.textbookSeries?.name ?? ''),
    labelled('Tên bài dạy', plan.lessonName),
    labelled('Thời gian thực hiện', `${plan.periods} tiết`),
    heading('I. Mục tiêu', HeadingLevel.HEADING_1),
    heading('1. Kiến thức', HeadingLevel.HEADING_2),
    ...lines(plan.knowledge),
    heading('2. Năng lực', HeadingLevel.HEADING_2),
    ...lines(plan.competences),
    heading('3. Phẩm chất', HeadingLevel.HEADING_2),
    ...lines(plan.qualities),
    heading('II. Thiết bị dạy học và học liệu', HeadingLevel.HEADING_1),
    ...lines(plan.equipment),
    heading('III. Tiến trình dạy học', HeadingLevel.HEADING_1),
  ];
  plan.activities.forEach((a, i) => {
    body.push(heading(`Hoạt động ${i + 1}: ${a.title}`, HeadingLevel.HEADING_2));
    for (const [label, text] of [
      ['a) Mục tiêu', a.goal],
      ['b) Nội dung', a.content],
      ['c) Sản phẩm', a.product],
      ['d) Tổ chức thực hiện', a.organization],
    ] as const) {
      body.push(new Paragraph({ children: [new TextRun({ text: label, bold: true })] }), ...lines(text));
    }
    if (a.links.length) {
      body.push(new Paragraph({ children: [new TextRun({ text: 'Học liệu sử dụng', italics: true })] }));
      for (const l of a.links) body.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(`${PLAN_LINK_LABELS[l.kind]}: ${l.name}`)] }));
    }
  });
  const doc = new Document({
    creator: 'Lớp học số',
    title: plan.name,
    styles: { default: { document: { run: { font: FONT, size: 26 } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(doc);
}
