// Demo lesson plans (with the database seed, after the lectures): plan categories of the system and of the demo school,
// Ms Lan's own Toán 7 plan "Số hữu tỉ" (its practice activity links her school's approved English lecture only as an
// example of a link), an English 7 Unit 1 plan approved in the school library, and Mr Minh's plan waiting for review.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { fold } from '../../../src/shared/fold.ts';
import type { PlanActivity } from '../../../src/shared/lesson-plan.ts';

export interface ScheduleSeed {
  schoolId: number;
  owners: { lan: number; minh: number };
  reviewerId: number;
}

const activity = (title: string, goal: string, content: string, product: string, organization: string, links: PlanActivity['links'] = []): PlanActivity => ({
  title,
  goal,
  content,
  product,
  organization,
  links,
});

export const DEMO_PLAN_TITLES = { lan: 'Số hữu tỉ — Toán 7', approved: 'Unit 1: Hobbies — Getting started', pending: 'Tỉ lệ thức — Toán 7' } as const;

export async function seedSchedules(db: Db, seed: ScheduleSeed): Promise<void> {
  const subject = async (name: string) => (await db.select({ id: t.subjects.id }).from(t.subjects).where(eq(t.subjects.name, name)))[0]!.id;
  const [grade7] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.level, 7));
  const [math, english] = [await subject('Toán'), await subject('Tiếng Anh')];
  const categories = await db
    .insert(t.libraryCategories)
    .values([
      { type: 'schedule', schoolId: null, name: 'Giáo án theo Công văn 5512', position: 0 },
      { type: 'schedule', schoolId: null, name: 'Giáo án ôn tập', position: 1 },
      { type: 'schedule', schoolId: seed.schoolId, name: 'Tổ Toán – Tin', position: 0 },
      { type: 'schedule', schoolId: seed.schoolId, name: 'Tổ Ngoại ngữ', position: 1 },
    ])
    .returning({ id: t.libraryCategories.id, name: t.libraryCategories.name });
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  const [hobbies] = await db
    .select({ id: t.lectures.id, name: t.lectures.title })
    .from(t.lectures)
    .where(and(eq(t.lectures.title, 'Unit 1: Hobbies'), eq(t.lectures.level, 'school'), eq(t.lectures.schoolId, seed.schoolId)));

  const base = { schoolId: seed.schoolId, gradeId: grade7!.id, periods: 2 };
  const rational = {
    ...base,
    name: DEMO_PLAN_TITLES.lan,
    ownerId: seed.owners.lan,
    level: 'personal',
    subjectId: math,
    textbookSeriesId: 1,
    categoryId: category('Tổ Toán – Tin'),
    lessonName: 'Bài 1. Tập hợp các số hữu tỉ',
    knowledge: 'Nhận biết số hữu tỉ, tập hợp Q.\nBiểu diễn số hữu tỉ trên trục số; so sánh hai số hữu tỉ.',
    competences: 'Năng lực tư duy và lập luận toán học; năng lực giao tiếp toán học khi trình bày cách so sánh.',
    qualities: 'Chăm chỉ, trung thực khi làm bài; trách nhiệm khi làm việc nhóm.',
    equipment: 'Giáo viên: SGK, máy chiếu, thước thẳng có chia khoảng.\nHọc sinh: SGK, vở ghi, bảng nhóm.',
    activities: [
      activity(
        'Mở đầu',
        'Gợi nhu cầu mở rộng tập hợp số từ những số học sinh đã biết.',
        'Nhiệt độ −3,5 °C và độ cao −2/3 km thuộc loại số nào?',
        'Câu trả lời của học sinh.',
        'Giáo viên chiếu tình huống, học sinh suy nghĩ cá nhân 2 phút rồi trả lời.',
      ),
      activity(
        'Hình thành kiến thức mới',
        'Học sinh nêu được khái niệm số hữu tỉ và kí hiệu Q.',
        'Số hữu tỉ là số viết được dưới dạng a/b với a, b ∈ Z, b ≠ 0.',
        'Định nghĩa và ví dụ trong vở.',
        'Học sinh đọc SGK, thảo luận cặp đôi; giáo viên chốt kiến thức.',
      ),
      activity(
        'Luyện tập',
        'Biểu diễn và so sánh số hữu tỉ.',
        'Bài tập 1.1 đến 1.4 SGK.',
        'Lời giải trên bảng nhóm.',
        'Hoạt động nhóm 4, đại diện nhóm trình bày.',
        hobbies ? [{ kind: 'lecture', id: hobbies.id, name: hobbies.name }] : [],
      ),
      activity(
        'Vận dụng',
        'Dùng số hữu tỉ để mô tả đại lượng thực tế.',
        'Ghi lại nhiệt độ một tuần và sắp xếp từ thấp đến cao.',
        'Bảng số liệu của học sinh.',
        'Làm ở nhà, nộp vào tiết sau.',
      ),
    ],
  };
  const unit1 = {
    ...base,
    name: DEMO_PLAN_TITLES.approved,
    ownerId: seed.owners.lan,
    level: 'school',
    status: 'approved',
    reviewedBy: seed.reviewerId,
    reviewedAt: new Date(),
    subjectId: english,
    textbookSeriesId: 5,
    categoryId: category('Tổ Ngoại ngữ'),
    periods: 1,
    lessonName: 'Unit 1: Hobbies — Getting started',
    knowledge: 'Từ vựng về sở thích (building dolls, gardening, horse riding…).\nNghe và đọc hội thoại về sở thích.',
    competences: 'Giao tiếp bằng tiếng Anh về sở thích; hợp tác khi đóng vai.',
    qualities: 'Yêu thích các hoạt động lành mạnh trong thời gian rảnh.',
    equipment: 'SGK Global Success 7, loa, máy chiếu, tranh ảnh về sở thích.',
    activities: [
      activity(
        'Warm-up',
        'Tạo hứng thú, giới thiệu chủ đề.',
        'Trò chơi đoán sở thích qua tranh.',
        'Học sinh nêu được tên sở thích.',
        'Cả lớp, giáo viên điều khiển.',
        hobbies ? [{ kind: 'lecture', id: hobbies.id, name: hobbies.name }] : [],
      ),
      activity('Presentation', 'Hiểu hội thoại và từ vựng mới.', 'Nghe và đọc hội thoại trang 8.', 'Câu trả lời bài 2, 3.', 'Cá nhân, rồi đối chiếu cặp đôi.'),
      activity('Practice', 'Dùng từ vựng đúng ngữ cảnh.', 'Bài tập 4, 5 trang 9.', 'Bài làm trong vở.', 'Cặp đôi, giáo viên sửa chung.'),
      activity('Production', 'Nói về sở thích của bản thân.', 'Phỏng vấn bạn về sở thích.', 'Bảng khảo sát nhỏ của nhóm.', 'Nhóm 4, trình bày trước lớp.'),
    ],
  };
  const proportion = {
    ...base,
    name: DEMO_PLAN_TITLES.pending,
    ownerId: seed.owners.minh,
    level: 'school',
    status: 'pending',
    subjectId: math,
    textbookSeriesId: 1,
    categoryId: category('Tổ Toán – Tin'),
    lessonName: 'Bài 20. Tỉ lệ thức',
    knowledge: 'Nhận biết tỉ lệ thức và các tính chất của tỉ lệ thức.',
    competences: 'Vận dụng tính chất tỉ lệ thức để tìm số chưa biết.',
    qualities: 'Cẩn thận, chính xác khi tính toán.',
    equipment: 'SGK, phiếu học tập.',
    activities: [
      activity('Mở đầu', 'Nêu vấn đề về tỉ số bằng nhau.', 'So sánh hai tỉ số 12/18 và 2/3.', 'Nhận xét của học sinh.', 'Cá nhân.'),
      activity('Hình thành kiến thức mới', 'Định nghĩa, tính chất tỉ lệ thức.', 'Mục 1, 2 SGK.', 'Ghi chép của học sinh.', 'Cặp đôi, giáo viên chốt.'),
    ],
  };
  await db.insert(t.schedules).values([rational, unit1, proportion].map((p) => ({ ...p, searchText: fold(`${p.name} ${p.lessonName}`) })));
}
