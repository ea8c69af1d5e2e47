// Vietnamese texts of the student's exam screens that only the app shows (server messages live in shared/messages):
// the question navigator's states and the replay of a speaking answer on the result page.
export const EXAM_MSG = {
  /** The result's score while an essay or a recording waits for the teacher. */
  scorePending: 'Chờ chấm',
  pointsSoFar: 'Các câu đã chấm đạt',
  /** Accessible name of a navigator button: "Câu 5, đã làm", "Câu 5–7, đã làm 1/3 câu". */
  navigatorButton: (range: string, answered: number, count: number) => {
    if (count > 0 && answered >= count) return `Câu ${range}, đã làm`;
    if (answered > 0) return `Câu ${range}, đã làm ${answered}/${count} câu`;
    return `Câu ${range}, chưa làm`;
  },
  legendDone: 'Đã làm',
  legendPartial: 'Làm dở',
  legendUnanswered: 'Chưa làm',

  recordingHeading: 'Nghe lại bản ghi âm',
  recordingLabel: (questionLabel: string) => `${questionLabel}, bản ghi âm của em`,
  recordingNotOnServer: 'Bản ghi âm chưa được gửi lên máy chủ: thiết bị đã ghi âm sẽ gửi khi có mạng.',
  retry: 'Thử lại',

  continueHere: 'Làm tiếp trên thiết bị này',
  deviceHeading: 'Bài thi đang ở thiết bị khác',
} as const;
