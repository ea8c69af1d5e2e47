// Demo feedback, so the system administrator's /feedbacks shows something on a fresh start: a student's bug report
// waiting, a teacher's suggestion being handled, a principal's question answered, and a question from someone without
// a school. The answered one sent no notification: it is old news.
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X205) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export async function seedFeedbacks(
  db: Db,
  opts: { schoolId: number; groupId: number; student: number; teacher: number; principal: number; newcomer: number; admin: number },
): Promise<void> {
  const ago = (ms: number) => new Date(Date.now() - ms);
  await db.insert(t.feedbacks).values([
    {
      userId: opts.principal,
      schoolId: opts.schoolId,
      kind: 'question',
      subject: 'Gia hạn hợp đồng sử dụng cho trường',
      message:
        'Hợp đồng của trường sắp hết hạn vào cuối năm học. Nhà trường cần làm thủ tục gì để gia hạn, và dữ liệu bài giảng, đề thi có bị mất trong thời gian chờ gia hạn không?',
      contactPhone: '0243826111',
      pageUrl: `/${opts.schoolId}`,
      appVersion: '0.1.0',
      userAgent: LAPTOP,
      status: 'done',
      reply:
        'Chào cô Hồng, nhà trường chỉ cần gửi công văn đề nghị gia hạn qua email hỗ trợ hoặc gọi hotline 1900 6868. Toàn bộ dữ liệu của trường được giữ nguyên kể cả khi hợp đồng tạm hết hạn; sau khi gia hạn, thầy cô và học sinh dùng tiếp như bình thường.',
      repliedAt: ago(4 * DAY_MS),
      repliedBy: opts.admin,
      createdAt: ago(5 * DAY_MS),
      updatedAt: ago(4 * DAY_MS),
    },
    {
      userId: opts.teacher,
      schoolId: opts.schoolId,
      kind: 'suggestion',
      subject: 'Xuất bảng điểm theo học kì',
      message:
        'Đề nghị cho phép xuất bảng điểm của nhóm theo từng học kì (chọn khoảng ngày) để giáo viên nộp cho nhà trường, thay vì xuất toàn bộ các bài kiểm tra từ đầu năm.',
      pageUrl: `/${opts.schoolId}/school-group`,
      appVersion: '0.1.0',
      userAgent: LAPTOP,
      status: 'in_progress',
      createdAt: ago(2 * DAY_MS),
      updatedAt: ago(DAY_MS),
    },
    {
      userId: opts.newcomer,
      kind: 'question',
      subject: 'Chưa có mã trường thì tham gia thế nào?',
      message: 'Tôi mới đăng ký tài khoản nhưng trường chưa gửi mã. Tôi có thể dùng thư viện bài giảng miễn phí trong lúc chờ không?',
      pageUrl: '/',
      appVersion: '0.1.0',
      userAgent: LAPTOP,
      createdAt: ago(3 * 60 * MINUTE_MS),
      updatedAt: ago(3 * 60 * MINUTE_MS),
    },
    {
      userId: opts.student,
      schoolId: opts.schoolId,
      kind: 'bug',
      subject: 'Không nghe được âm thanh bài nghe Unit 2',
      message: 'Em mở bài nghe Unit 2 trên máy tính bảng của lớp thì thanh phát chạy nhưng không có tiếng. Trên điện thoại của em thì nghe được bình thường ạ.',
      pageUrl: `/${opts.schoolId}/my-learning-group/${opts.groupId}`,
      appVersion: '0.1.0',
      userAgent: TABLET,
      createdAt: ago(20 * MINUTE_MS),
      updatedAt: ago(20 * MINUTE_MS),
    },
  ]);
}
