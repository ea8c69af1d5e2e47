// The demo STEM topic: Ms Lan's "Thiết kế hệ thống lọc nước mini" for grade 7 natural science, using the system's
// lecture on atoms and molecules, given to her class Lớp 7A1 (its students find it in their group and in the STEM
// library). A system lecture, so giving the topic opens nothing to the class that it could not open already.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { StemRubric } from '../../../src/shared/stem.ts';

export const DEMO_STEM_TOPIC = 'Thiết kế hệ thống lọc nước mini';
const LECTURE = 'Nguyên tử và phân tử';

const RUBRIC: StemRubric = {
  levels: [
    { label: 'Tốt', points: 3 },
    { label: 'Đạt', points: 2 },
    { label: 'Chưa đạt', points: 1 },
  ],
  criteria: [
    {
      name: 'Bản thiết kế',
      descriptions: [
        'Bản vẽ rõ ràng, ghi đủ thứ tự và độ dày từng lớp vật liệu, giải thích được vai trò mỗi lớp',
        'Bản vẽ có đủ các lớp vật liệu nhưng giải thích còn thiếu',
        'Bản vẽ thiếu lớp vật liệu hoặc không ghi thứ tự',
      ],
    },
    {
      name: 'Sản phẩm lọc nước',
      descriptions: [
        'Bình lọc chắc chắn, không rò rỉ, nước sau lọc trong rõ rệt',
        'Bình lọc hoạt động, nước sau lọc trong hơn ban đầu',
        'Bình lọc rò rỉ hoặc nước sau lọc không thay đổi',
      ],
    },
    {
      name: 'Đo đạc và ghi chép',
      descriptions: [
        'Ghi đủ thời gian lọc, độ trong trước và sau lọc của cả ba lần thử, có bảng số liệu',
        'Ghi được kết quả nhưng thiếu một lần thử',
        'Không có số liệu hoặc số liệu không rõ ràng',
      ],
    },
    {
      name: 'Thuyết trình và làm việc nhóm',
      descriptions: [
        'Cả nhóm cùng trình bày, trả lời được câu hỏi và đề xuất cải tiến',
        'Trình bày được sản phẩm, trả lời được một phần câu hỏi',
        'Trình bày chưa rõ, chỉ một bạn làm việc',
      ],
    },
  ],
};

export async function seedStem(db: Db, opts: { schoolId: number; authorId: number; groupId: number }): Promise<void> {
  const [[subject], [grade], [lecture]] = await Promise.all([
    db.select({ id: t.subjects.id }).from(t.subjects).where(eq(t.subjects.name, 'Khoa học tự nhiên')),
    db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.level, 7)),
    db
      .select({ id: t.lectures.id })
      .from(t.lectures)
      .where(and(eq(t.lectures.title, LECTURE), eq(t.lectures.level, 'system'), eq(t.lectures.status, 'approved'))),
  ]);
  const [topic] = await db
    .insert(t.stemTopics)
    .values({
      schoolId: opts.schoolId,
      authorId: opts.authorId,
      subjectId: subject?.id ?? null,
      gradeId: grade?.id ?? null,
      title: DEMO_STEM_TOPIC,
      drivingQuestion: 'Làm thế nào để chế tạo một bình lọc nước nhỏ từ vật liệu dễ tìm, giúp nước đục trở nên trong hơn?',
      materials: [
        '1 chai nhựa 1,5 lít đã cắt đáy',
        'Bông gòn hoặc vải mỏng sạch',
        'Than hoạt tính (khoảng 1 chén)',
        'Cát mịn và cát thô đã rửa sạch',
        'Sỏi nhỏ và sỏi lớn',
        '2 cốc thuỷ tinh trong suốt',
        'Nước đục (nước pha đất) khoảng 500 ml',
        'Đồng hồ bấm giờ',
      ],
      steps: [
        'Tìm hiểu: xem bài giảng về nguyên tử và phân tử, thảo luận vì sao nước tự nhiên bị đục (lẫn đất, cát, chất bẩn) và các cách làm sạch nước.',
        'Thiết kế: vẽ sơ đồ bình lọc, ghi thứ tự các lớp vật liệu từ dưới lên và giải thích vai trò của từng lớp.',
        'Chế tạo: úp ngược chai nhựa, lần lượt xếp bông, than hoạt tính, cát mịn, cát thô, sỏi nhỏ, sỏi lớn theo bản thiết kế.',
        'Thử nghiệm: đổ 500 ml nước đục, bấm giờ, quan sát và so sánh độ trong của nước trước và sau lọc; lặp lại ba lần.',
        'Cải tiến: đổi độ dày hoặc thứ tự một lớp vật liệu, thử lại và ghi kết quả vào bảng số liệu.',
        'Trình bày: mỗi nhóm giới thiệu sản phẩm, số liệu và đề xuất cải tiến trong 5 phút.',
      ],
      rubric: RUBRIC,
    })
    .returning({ id: t.stemTopics.id });
  if (lecture) await db.insert(t.stemTopicLectures).values({ topicId: topic!.id, lectureId: lecture.id, position: 0 });
  await db.insert(t.stemTopicGroups).values({ topicId: topic!.id, groupId: opts.groupId, givenBy: opts.authorId });
}
