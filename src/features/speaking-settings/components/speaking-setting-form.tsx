// One scoring setting (the defaults, or a school's own): the provider, the external API's address and token, and the
// score thresholds that colour results. The saved token is never shown: the field stays empty ("đã lưu") and an empty
// field keeps it. "Kiểm tra kết nối" tries the API as typed and says what came back. Nothing typed is lost on a refusal.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { mappedResolver, messagesByPath } from '@/lib/mapped-resolver.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import {
  DEFAULT_SCORE_THRESHOLDS,
  SPEECH_PROVIDER_CHOICES,
  SPEECH_PROVIDER_LABELS,
  speakingSettingSchema,
  speakingTestSchema,
  type SpeakingSettingInput,
  type SpeakingSettingView,
  type SpeakingTestInput,
  type SpeakingTestResult,
  type SpeechProviderChoice,
} from '@/shared/speaking-settings.ts';

export interface SpeakingFormValues {
  provider: SpeechProviderChoice;
  apiUrl: string;
  token: string;
  clearToken: boolean;
  goodThreshold: string;
  fairThreshold: string;
}

const FIELDS = ['provider', 'apiUrl', 'token', 'goodThreshold', 'fairThreshold'] as const;
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));

export const toSpeakingInput = (f: SpeakingFormValues): SpeakingSettingInput => ({
  provider: f.provider,
  apiUrl: f.apiUrl.trim(),
  token: f.token.trim(),
  clearToken: f.clearToken,
  goodThreshold: num(f.goodThreshold),
  fairThreshold: num(f.fairThreshold),
});

const toForm = (s: SpeakingSettingView | null): SpeakingFormValues => ({
  provider: s?.provider ?? 'embedded',
  apiUrl: s?.apiUrl ?? '',
  token: '',
  clearToken: false,
  goodThreshold: String(s?.goodThreshold ?? DEFAULT_SCORE_THRESHOLDS.good),
  fairThreshold: String(s?.fairThreshold ?? DEFAULT_SCORE_THRESHOLDS.fair),
});

export interface SpeakingSettingFormProps {
  /** What is saved now (null: nothing of this scope's own yet; the form starts from the built-in values). */
  setting: SpeakingSettingView | null;
  scope: SpeakingTestInput['scope'];
  /** The form's name for assistive technology ("Cài đặt mặc định", "Cài đặt của trường …"). */
  label: string;
  onSave: (input: SpeakingSettingInput) => Promise<unknown>;
  onTest: (input: SpeakingTestInput) => Promise<SpeakingTestResult>;
  /** Extra buttons beside Lưu (cancel, back to the defaults). */
  actions?: ReactNode;
}

export function SpeakingSettingForm({ setting, scope, label, onSave, onTest, actions }: SpeakingSettingFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SpeakingFormValues>({ resolver: mappedResolver(speakingSettingSchema, toSpeakingInput), defaultValues: toForm(setting) });
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<SpeakingTestResult | null>(null);
  const provider = watch('provider');
  const clearToken = watch('clearToken');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toSpeakingInput(values));
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  const test = async () => {
    clearErrors(['apiUrl', 'token']);
    setResult(null);
    const values = getValues();
    const parsed = v.safeParse(speakingTestSchema, { apiUrl: values.apiUrl, token: values.clearToken ? '' : values.token, scope }, { abortPipeEarly: true });
    if (!parsed.success) {
      for (const [path, message] of Object.entries(messagesByPath(parsed.issues))) {
        if (path === 'apiUrl' || path === 'token') setError(path, { type: 'validate', message });
      }
      return;
    }
    setTesting(true);
    try {
      setResult(await onTest(parsed.output));
    } catch (e) {
      reportFormError(e, setError, ['apiUrl', 'token'] as const);
    } finally {
      setTesting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-4">
      <SelectField
        label="Dịch vụ chấm phát âm"
        options={SPEECH_PROVIDER_CHOICES.map((p) => ({ value: p, label: SPEECH_PROVIDER_LABELS[p] }))}
        error={errors.provider?.message}
        {...register('provider')}
      />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Dịch vụ ngoài (tương thích ELSA)</legend>
        <p className="text-xs text-slate-600">
          {provider === 'elsa'
            ? 'Bài đọc theo mẫu và luyện nói tự do được chấm bởi dịch vụ này.'
            : 'Bài đọc theo mẫu được chấm bằng bộ chấm tích hợp; nếu có địa chỉ, dịch vụ này chấm phần luyện nói tự do.'}
        </p>
        <TextField label="Địa chỉ API" placeholder="https://api.elsanow.io/api/v1" error={errors.apiUrl?.message} {...register('apiUrl')} />
        <TextField
          label="Mã truy cập (token)"
          type="password"
          autoComplete="new-password"
          placeholder={setting?.hasToken && !clearToken ? 'đã lưu' : ''}
          hint={setting?.hasToken ? 'Mã truy cập đã lưu. Để trống để giữ nguyên, hoặc nhập mã mới để thay.' : 'Không bắt buộc nếu dịch vụ không cần mã.'}
          disabled={clearToken}
          error={errors.token?.message}
          {...register('token')}
        />
        {setting?.hasToken && (
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4" {...register('clearToken')} />
            Xoá mã truy cập đã lưu
          </label>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => void test()} loading={testing}>
            Kiểm tra kết nối
          </Button>
          {result && (
            <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-emerald-800' : 'text-red-700'}`}>
              {result.message}
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Ngưỡng điểm tô màu kết quả</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Tốt (xanh) từ" inputMode="numeric" error={errors.goodThreshold?.message} {...register('goodThreshold')} />
          <TextField
            label="Cần luyện thêm (vàng) từ"
            inputMode="numeric"
            hint="Thấp hơn: chưa đúng (đỏ)"
            error={errors.fairThreshold?.message}
            {...register('fairThreshold')}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {actions}
        <Button type="submit" loading={isSubmitting}>
          Lưu
        </Button>
      </div>
    </form>
  );
}
