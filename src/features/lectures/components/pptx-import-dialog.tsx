// "Nhập từ PowerPoint": the chosen .pptx goes up through the resumable uploads, then the server turns it into a
// lecture in a background task (each slide drawn as a picture, its words and notes kept) while this dialog shows the
// progress; when it is done, the new lecture opens in the editor. Closing the dialog does not stop the task: the
// lecture appears in the list when it is ready.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { libraryKey, type LibraryRef } from '@/components/library/library-ref.ts';
import { apiErrorText } from '@/lib/errors.ts';
import { formatFileSize } from '@/lib/format.ts';
import { resumableUpload, type ResumableUpload } from '@/lib/resumable-upload.ts';
import { startTask, taskQueryOptions } from '@/lib/tasks.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { MAX_UPLOAD_BYTES } from '@/shared/uploads.ts';
import { importAvailabilityQueryOptions } from '../api/get-import-availability.ts';

type Phase = { step: 'choose' } | { step: 'sending'; share: number } | { step: 'converting'; taskId: string } | { step: 'failed'; message: string };

export const PPTX_ACCEPT = '.pptx,application/vnd.openxmlformats-officedocument.presentationml.presentation';

export function PptxImportDialog({ open, onClose, library }: { open: boolean; onClose: () => void; library: LibraryRef & { level: 'school' | 'personal' } }) {
  const inputId = useId();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const upload = useRef<ResumableUpload | null>(null);
  const availability = useQuery({ ...importAvailabilityQueryOptions(library.schoolId), enabled: open });
  const task = useQuery({ ...taskQueryOptions(library.schoolId, phase.step === 'converting' ? phase.taskId : ''), enabled: phase.step === 'converting' });

  useEffect(() => {
    if (open) return;
    upload.current?.pause();
    upload.current = null;
    setFile(null);
    setPhase({ step: 'choose' });
  }, [open]);

  const done = task.data?.state === 'done' ? (task.data.result?.lectureId ?? null) : null;
  useEffect(() => {
    if (done !== null) void qc.invalidateQueries({ queryKey: libraryKey('lecture', library) });
  }, [done, qc, library]);

  const send = async (chosen: File) => {
    setPhase({ step: 'sending', share: 0 });
    try {
      const sending = resumableUpload(chosen, {
        school: library.schoolId,
        failed: MSG.mediaUploadFailed,
        onProgress: (share) => setPhase((p) => (p.step === 'sending' ? { ...p, share } : p)),
      });
      upload.current = sending;
      const sent = await sending.done;
      if (upload.current !== sending) return;
      upload.current = null;
      const started = await startTask(library.schoolId, 'lecture-pptx-import', { fileId: sent.fileId, level: library.level });
      setPhase({ step: 'converting', taskId: started.id });
    } catch (e) {
      setPhase({ step: 'failed', message: apiErrorText(e) });
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.current?.pause();
    upload.current = null;
    setFile(chosen);
    if (!/\.pptx$/i.test(chosen.name)) return setPhase({ step: 'failed', message: MSG.pptxRefused });
    if (chosen.size > MAX_UPLOAD_BYTES) return setPhase({ step: 'failed', message: MSG.uploadTooLarge });
    void send(chosen);
  };

  const failed = phase.step === 'failed' ? phase.message : task.data?.state === 'failed' ? (task.data.error ?? MSG.generic) : null;
  const unavailable = availability.data?.available === false;
  const progress = task.data?.progress ?? 0;
  const busy = phase.step === 'sending' || (phase.step === 'converting' && !failed && done === null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Nhập bài giảng từ PowerPoint"
      width={560}
      footer={done !== null ? <Button onClick={() => void navigate({ to: '/editor/$id', params: { id: String(done) } })}>Mở bài giảng</Button> : undefined}
    >
      <div className="space-y-4">
        {availability.isPending && (
          <p className="text-slate-600">
            <Spinner /> {TEXT.loading}
          </p>
        )}
        {availability.isError && <ErrorAlert onRetry={() => void availability.refetch()}>{TEXT.loadFailed}</ErrorAlert>}
        {unavailable && (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {MSG.pptxUnavailable}
          </p>
        )}
        {availability.data?.available && (
          <>
            <div className="space-y-2">
              <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                Tệp PowerPoint
              </label>
              <input
                id={inputId}
                type="file"
                accept={PPTX_ACCEPT}
                disabled={busy}
                className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
                onChange={(e) => choose(e.target.files?.[0])}
              />
              <p className="text-xs text-slate-600">
                Mỗi trang chiếu thành một trang của bài giảng, giữ nguyên hình thức; chữ và ghi chú được giữ để tìm kiếm.
              </p>
              {file && (
                <p className="text-sm text-slate-700">
                  {file.name} · {formatFileSize(file.size)}
                </p>
              )}
            </div>
            {phase.step === 'sending' && <Meter label="Tiến độ tải lên" percent={phase.share * 100} barClass="bg-brand-500" />}
            {phase.step === 'converting' && !failed && done === null && (
              <div className="space-y-2">
                <Meter label="Tiến độ chuyển đổi" percent={progress} barClass="bg-brand-500" />
                <p role="status" className="text-sm text-slate-700">
                  Đang chuyển các trang chiếu… {progress}%. Bạn có thể đóng hộp thoại; bài giảng sẽ có trong danh sách khi xong.
                </p>
              </div>
            )}
            {done !== null && (
              <p role="status" className="text-sm font-medium text-green-800">
                Đã nhập xong. Bài giảng đã có trong danh sách.
              </p>
            )}
            {failed && (
              <p role="alert" className="text-sm text-red-700">
                {failed}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
