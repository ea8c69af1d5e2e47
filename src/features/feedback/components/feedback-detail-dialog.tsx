// One feedback for the system administrators: what was written, by whom, from which school, page and app version, and
// its handling — the status and a reply, which the server sends to the author as a notification when it is new or
// changed. Without feedback.update it is read only. A refusal keeps what was typed.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { formatDateTime, formatPhone } from '@/lib/format.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { FEEDBACK_KIND_LABELS, FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type FeedbackDetail, type FeedbackStatus } from '@/shared/feedback.ts';
import { feedbackUpdateSchema } from '@/shared/schemas/feedback.ts';
import { feedbackQueryOptions } from '../api/get-feedback.ts';
import { useUpdateFeedback } from '../api/update-feedback.ts';
import { STATUS_TONES } from '../status-tones.ts';

interface FormValues {
  status: FeedbackStatus;
  reply: string;
}

const FIELDS = ['status', 'reply'] as const;
const toForm = (f: FeedbackDetail): FormValues => ({ status: f.status, reply: f.reply ?? '' });
const nameOf = (p: { first_name: string; last_name: string }) => `${p.last_name} ${p.first_name}`.trim();

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function HandlingForm({ feedback, onDone, onCancel }: { feedback: FeedbackDetail; onDone: () => void; onCancel: () => void }) {
  const formId = useId();
  const update = useUpdateFeedback();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: mappedResolver(feedbackUpdateSchema, (v: FormValues) => v),
    defaultValues: toForm(feedback),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: feedback.id, input: values });
      toast.success(values.reply.trim() && values.reply.trim() !== (feedback.reply ?? '') ? 'Đã lưu và gửi câu trả lời tới người gửi' : MSG.updated);
      onDone();
    } catch (e) {
      reportFormError(e, setError, FIELDS);
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">Trạng thái</legend>
        <div className="flex flex-wrap gap-2">
          {FEEDBACK_STATUSES.map((s) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-200"
            >
              <input type="radio" value={s} className="size-4 accent-brand-600" {...register('status')} />
              {FEEDBACK_STATUS_LABELS[s]}
            </label>
          ))}
        </div>
        {errors.status && <p className="mt-1 text-xs text-red-600">{errors.status.message}</p>}
      </fieldset>
      <TextAreaField label="Trả lời người gửi" rows={5} error={errors.reply?.message} {...register('reply')} />
      <p className="text-xs text-slate-500">
        Câu trả lời mới hoặc đã sửa được gửi tới người gửi qua thông báo; họ đọc nó trong mục “Góp ý của tôi” của hộp thoại Liên hệ / Trợ giúp.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          {TEXT.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {TEXT.save}
        </Button>
      </div>
    </form>
  );
}

function Details({ feedback: f, canUpdate, onClose }: { feedback: FeedbackDetail; canUpdate: boolean; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="neutral">{FEEDBACK_KIND_LABELS[f.kind]}</Badge>
        <Badge tone={STATUS_TONES[f.status]}>{FEEDBACK_STATUS_LABELS[f.status]}</Badge>
        <span className="text-xs text-slate-500">Gửi lúc {formatDateTime(f.createdAt)}</span>
      </div>
      <p className="text-sm whitespace-pre-line text-slate-800">{f.message}</p>
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
        <Fact label="Người gửi">{f.author ? `${nameOf(f.author)} (${f.author.email})` : 'Tài khoản đã xoá'}</Fact>
        <Fact label="Số điện thoại liên hệ">{f.contactPhone ? formatPhone(f.contactPhone) : '—'}</Fact>
        <Fact label="Trường">{f.school?.name ?? 'Không thuộc trường nào'}</Fact>
        <Fact label="Phiên bản ứng dụng">{f.appVersion ?? '—'}</Fact>
        <Fact label="Trang đang xem">{f.pageUrl ?? '—'}</Fact>
        <Fact label="Trình duyệt">{f.userAgent ?? '—'}</Fact>
      </dl>
      {f.reply && f.repliedAt && (
        <p className="text-xs text-slate-500">
          Đã trả lời lúc {formatDateTime(f.repliedAt)}
          {f.repliedBy ? ` bởi ${nameOf(f.repliedBy)}` : ''}
        </p>
      )}
      {canUpdate ? (
        <HandlingForm key={f.id} feedback={f} onDone={onClose} onCancel={onClose} />
      ) : (
        f.reply && (
          <div className="rounded-lg bg-brand-50 p-3 text-sm">
            <p className="text-xs font-semibold text-brand-800">Trả lời</p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{f.reply}</p>
          </div>
        )
      )}
    </div>
  );
}

export function FeedbackDetailDialog({ id, canUpdate, onClose }: { id: number | null; canUpdate: boolean; onClose: () => void }) {
  // The last one opened stays shown while the dialog closes.
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const detail = useQuery({ ...feedbackQueryOptions(shownId ?? 0), enabled: shownId !== null });

  return (
    <Dialog open={id !== null} onClose={onClose} title={detail.data?.subject ?? 'Góp ý'} width={640}>
      {detail.isPending ? (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : detail.isError ? (
        <ErrorAlert size="sm" onRetry={() => void detail.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      ) : (
        <Details feedback={detail.data} canUpdate={canUpdate} onClose={onClose} />
      )}
    </Dialog>
  );
}
