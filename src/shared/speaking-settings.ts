// Speech-scoring settings (spec §2 /system/elsa-settings, §7 elsa_settings): which service scores a school's
// pronunciation practice — the built-in engine or an ELSA-compatible API — and the score thresholds that colour its
// results. One schema for the server's check and the form's; the API token is never sent back.
import * as v from 'valibot';

export const SPEECH_PROVIDER_CHOICES = ['embedded', 'elsa'] as const;
export type SpeechProviderChoice = (typeof SPEECH_PROVIDER_CHOICES)[number];
export const SPEECH_PROVIDER_LABELS: Record<SpeechProviderChoice, string> = {
  embedded: 'Bộ chấm tích hợp (không cần mạng ngoài)',
  elsa: 'Dịch vụ chấm ngoài tương thích ELSA',
};

export { DEFAULT_SCORE_THRESHOLDS, type ScoreThresholds } from './score-thresholds.ts';

export const SPEAKING_MSG = {
  providerInvalid: 'Chọn dịch vụ chấm',
  urlRequired: 'Nhập địa chỉ API của dịch vụ chấm',
  urlInvalid: 'Địa chỉ API phải là một địa chỉ http:// hoặc https:// đầy đủ',
  tokenTooLong: 'Mã truy cập tối đa 500 ký tự',
  tokenInvalid: 'Mã truy cập chỉ gồm chữ không dấu, số và ký hiệu, không có khoảng trắng',
  thresholdInvalid: 'Nhập một số nguyên từ 0 đến 100',
  fairNotBelowGood: 'Ngưỡng "cần luyện thêm" phải nhỏ hơn ngưỡng "tốt"',
  saved: 'Đã lưu cài đặt chấm phát âm',
  secretsKeyMissing: 'Máy chủ chưa được đặt khoá mã hoá SECRETS_KEY nên chưa lưu hay dùng được mã truy cập. Hãy nhờ người quản trị máy chủ đặt biến này.',
  testOk: 'Kết nối thành công: dịch vụ chấm đã trả lời.',
  testUnauthorized: 'Dịch vụ từ chối mã truy cập (HTTP {status}). Hãy kiểm tra lại mã truy cập.',
  testNotFound: 'Không tìm thấy API chấm tại địa chỉ này (HTTP 404). Hãy kiểm tra lại địa chỉ API.',
  testFailed: 'Dịch vụ chấm trả lời lỗi HTTP {status}.',
  testUnreachable: 'Không kết nối được tới {host}: máy chủ không phản hồi hoặc sai địa chỉ.',
  testNotJson: 'Địa chỉ này trả lời nhưng không phải API chấm phát âm (không phải JSON).',
} as const;

const threshold = v.pipe(
  v.number(SPEAKING_MSG.thresholdInvalid),
  v.finite(SPEAKING_MSG.thresholdInvalid),
  v.integer(SPEAKING_MSG.thresholdInvalid),
  v.minValue(0, SPEAKING_MSG.thresholdInvalid),
  v.maxValue(100, SPEAKING_MSG.thresholdInvalid),
);

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

// Sent in an HTTP header: printable ASCII only (a header cannot carry letters with diacritics).
const tokenField = v.optional(
  v.pipe(v.string(SPEAKING_MSG.tokenInvalid), v.trim(), v.maxLength(500, SPEAKING_MSG.tokenTooLong), v.regex(/^[\x21-\x7e]*$/, SPEAKING_MSG.tokenInvalid)),
  '',
);

export const speakingSettingSchema = v.pipe(
  v.object({
    provider: v.picklist(SPEECH_PROVIDER_CHOICES, SPEAKING_MSG.providerInvalid),
    apiUrl: v.optional(v.pipe(v.string(SPEAKING_MSG.urlInvalid), v.trim(), v.maxLength(500, SPEAKING_MSG.urlInvalid)), ''),
    /** A new token; '' keeps the saved one. */
    token: tokenField,
    /** Forget the saved token (a service that needs none). */
    clearToken: v.optional(v.boolean(), false),
    goodThreshold: threshold,
    fairThreshold: threshold,
  }),
  v.forward(
    v.partialCheck([['provider'], ['apiUrl']], (i) => i.provider !== 'elsa' || i.apiUrl !== '', SPEAKING_MSG.urlRequired),
    ['apiUrl'],
  ),
  v.forward(
    v.partialCheck([['apiUrl']], (i) => i.apiUrl === '' || isHttpUrl(i.apiUrl), SPEAKING_MSG.urlInvalid),
    ['apiUrl'],
  ),
  v.forward(
    v.partialCheck([['goodThreshold'], ['fairThreshold']], (i) => i.fairThreshold < i.goodThreshold, SPEAKING_MSG.fairNotBelowGood),
    ['fairThreshold'],
  ),
);
export type SpeakingSettingInput = v.InferOutput<typeof speakingSettingSchema>;

/** The "Kiểm tra kết nối" request: the URL and token as typed; an empty token uses the one saved for `scope`. */
export const speakingTestSchema = v.object({
  apiUrl: v.pipe(v.string(SPEAKING_MSG.urlRequired), v.trim(), v.nonEmpty(SPEAKING_MSG.urlRequired), v.check(isHttpUrl, SPEAKING_MSG.urlInvalid)),
  token: tokenField,
  /** 'default' or a school's id. */
  scope: v.union([v.literal('default'), v.pipe(v.number(), v.integer(), v.minValue(1))]),
});
export type SpeakingTestInput = v.InferOutput<typeof speakingTestSchema>;

export interface SpeakingSettingView {
  provider: SpeechProviderChoice;
  apiUrl: string | null;
  /** A token is saved (it is never sent back). */
  hasToken: boolean;
  goodThreshold: number;
  fairThreshold: number;
  updatedAt: string;
}

export interface SpeakingDefaults {
  /** null: the server's own configuration (environment) is used. */
  setting: SpeakingSettingView | null;
  server: { provider: SpeechProviderChoice; apiUrl: string | null };
}

export interface SchoolSpeakingRow {
  id: number;
  name: string;
  code: string;
  /** null: the school follows the defaults. */
  setting: SpeakingSettingView | null;
}

export interface SpeakingTestResult {
  ok: boolean;
  message: string;
}
