// Our feedback form in the help dialog: kind, subject, message and an optional phone, with the page's address and the
// app's version attached (and said so). What is typed lives in the dialog (`draft`), so closing it, a refusal or a
// missing network loses nothing; sending needs the network and says so rather than queueing it.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { apiErrorText } from '@/lib/errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { formatNumber } from '@/lib/format.ts';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MSG,
  FEEDBACK_SUBJECT_MAX,
  type FeedbackKind,
  type MyFeedback,
} from '@/shared/feedback.ts';
import { feedbackSchema, type FeedbackInput } from '@/shared/schemas/feedback.ts';
import type { useSendFeedback } from '../api/send-feedback.ts';
import { APP_VERSION } from '../app-version.ts';

export interface FeedbackDraft {
  kind: FeedbackKind;
  subject: string;
  message: string;
  contactPhone: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { kind: 'suggestion', subject: '', message: '', contactPhone: '' };

const FIELDS = ['kind', 'subject', 'message', 'contactPhone'] as const;

/** The page under the dialog: path and query, never the origin. */
const pageAddress = () => `${window.location.pathname}${window.location.search}`;

const toInput = (d: FeedbackDraft): FeedbackInput => ({ ...d, contactPhone: d.contactPhone || null, pageUrl: pageAddress(), appVersion: APP_VERSION });

export interface FeedbackFormProps {
  draft: FeedbackDraft;
  onDraftChange: (draft: FeedbackDraft) => void;
  send: ReturnType<typeof useSendFeedback>;
  onSent: (feedback: MyFeedback) => void;
}

export function FeedbackForm({ draft, onDraftChange, send, onSent }: FeedbackFormProps) {
  const formId = useId();
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, reset, formState } = useForm<FeedbackDraft>({
    resolver: mappedResolver(feedbackSchema, toInput),
    defaultValues: draft,
  });
  const { errors } = formState;
  const message = watch('message');

  useEffect(() => {
    const sub = watch((values) => onDraftChange({ ...EMPTY_DRAFT, ...values }));
    return () => sub.unsubscribe();
  }, [watch, onDraftChange]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (!navigator.onLine) {
      setFailure(FEEDBACK_MSG.offline);
      return;
    }
    try {
      const sent = await send.mutateAsync(toInput(values));
      reset(EMPTY_DRAFT);
      onDraftChange(EMPTY_DRAFT);
      onSent(sent);
    } catch (e) {
      if (isApiError(e) && e.status === 0) setFailure(FEEDBACK_MSG.offline);
      else if (isApiError(e) && e.status === 422 && e.body) {
        let placed = false;
        for (const field of FIELDS) {
          const text = e.field(field)[0];
          if (text) {
            setError(field, { type: 'server', message: text }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setFailure(apiErrorText(e));
      } else setFailure(apiErrorText(e));
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4" aria-label="Gửi góp ý">
      {!online && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {FEEDBACK_MSG.offline}
        </p>
      )}
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">
          Loại <span className="text-red-600">*</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-200"
            >
              <input type="radio" value={kind} className="size-4 accent-brand-600" {...register('kind')} />
              {FEEDBACK_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="mt-1 text-xs text-red-600">{errors.kind.message}</p>}
      </fieldset>
      <TextField label="Tiêu đề" required maxLength={FEEDBACK_SUBJECT_MAX} autoComplete="off" error={errors.subject?.message} {...register('subject')} />
      <div>
        <TextAreaField label="Nội dung" required rows={6} error={errors.message?.message} {...register('message')} />
        <p className="mt-1 text-right text-xs text-slate-500" aria-hidden="true">
          {formatNumber(message.length)}/{formatNumber(FEEDBACK_MESSAGE_MAX)}
        </p>
      </div>
      <TextField
        label="Số điện thoại liên hệ (không bắt buộc)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Để trống nếu bạn chỉ cần câu trả lời qua thông báo."
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
      <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
        Góp ý được gửi kèm địa chỉ trang bạn đang xem (<span className="break-all">{pageAddress()}</span>) và phiên bản ứng dụng ({APP_VERSION}) để chúng tôi
        tìm ra vấn đề nhanh hơn.
      </p>
      {failure && <ErrorAlert size="sm">{failure}</ErrorAlert>}
      <div className="flex justify-end">
        <Button type="submit" loading={send.isPending}>
          Gửi góp ý
        </Button>
      </div>
    </form>
  );
}
