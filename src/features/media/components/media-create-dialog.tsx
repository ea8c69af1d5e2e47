// Adding a media item: the teacher chooses a picture, video, sound or GLB model; it is sent at once through the
// resumable uploads with its progress (pause, resume; closing the dialog pauses it and choosing the same file again
// resumes where it stopped; a send cut off by the network goes on once it is back), a video's picture at 10 % and its
// length go with it; then name and filing, and save (online: the item is made by the server from the stored file).
// A file over the user's storage is refused before it is sent, with the over-limit dialog (spec §9).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Meter } from '@/components/ui/meter.tsx';
import { LibraryItemDialog } from '@/components/library/library-item-dialog.tsx';
import { useSaveLibraryItem } from '@/components/library/api/save-library-item.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { OverLimitDialog } from '@/components/usage/over-limit-dialog.tsx';
import { storageFits, usageLines } from '@/components/usage/usage.ts';
import { formatFileSize } from '@/lib/format.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { resumableUpload, type ResumableUpload } from '@/lib/resumable-upload.ts';
import { toast } from '@/lib/toast.ts';
import { MEDIA_TYPE_LABELS, type MediaResource } from '@/shared/media.ts';
import { MSG } from '@/shared/messages.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { MAX_UPLOAD_BYTES } from '@/shared/uploads.ts';
import { guessMediaType, probeMedia } from '../media-probe.ts';

/** What the file input offers (the server checks the bytes). */
export const MEDIA_ACCEPT = 'image/*,video/*,audio/*,.glb,model/gltf-binary';

type Phase =
  | { step: 'choose' }
  | { step: 'sending'; share: number; paused: boolean }
  | { step: 'ready'; fileId: number; thumbnailFileId: number | null; durationSeconds: number | null }
  | { step: 'failed'; message: string };

export function MediaCreateDialog({ open, onClose, library, user }: { open: boolean; onClose: () => void; library: LibraryRef; user: CurrentUser }) {
  const inputId = useId();
  const qc = useQueryClient();
  const save = useSaveLibraryItem<MediaResource>('media', library);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [overLimit, setOverLimit] = useState(false);
  const upload = useRef<ResumableUpload | null>(null);
  const school = librarySchool(library) ?? true;

  // Closing pauses the upload; the file's progress is kept by the upload library for the next try.
  useEffect(() => {
    if (open) return;
    upload.current?.pause();
    upload.current = null;
    setFile(null);
    setPhase({ step: 'choose' });
  }, [open]);

  const send = useCallback(
    async (chosen: File) => {
      const failed = MSG.mediaUploadFailed;
      setPhase({ step: 'sending', share: 0, paused: false });
      try {
        const probe = await probeMedia(chosen);
        const main = resumableUpload(chosen, {
          school,
          failed,
          onProgress: (share) => setPhase((p) => (p.step === 'sending' ? { ...p, share } : p)),
        });
        upload.current = main;
        const sent = await main.done;
        const picture = probe.frame ? await resumableUpload(probe.frame, { school, failed }).done.catch(() => null) : null;
        if (upload.current !== main) return;
        upload.current = null;
        setPhase({ step: 'ready', fileId: sent.fileId, thumbnailFileId: picture?.fileId ?? null, durationSeconds: probe.durationSeconds });
      } catch (e) {
        const message = e instanceof Error ? e.message : failed;
        if (message === MSG.storageOverLimit || message === MSG.schoolStorageOverLimit) setOverLimit(true);
        setPhase({ step: 'failed', message });
      }
    },
    [school],
  );

  // A send cut off by the network goes on by itself when the network is back (from the last byte the server has).
  const online = useOnlineStatus();
  const cutOff = phase.step === 'failed' && phase.message === MSG.mediaUploadFailed ? file : null;
  useEffect(() => {
    if (!cutOff) return;
    const retry = () => void send(cutOff);
    window.addEventListener('online', retry, { once: true });
    return () => window.removeEventListener('online', retry);
  }, [cutOff, send]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    upload.current?.pause();
    upload.current = null;
    setFile(chosen);
    if (!guessMediaType(chosen)) return setPhase({ step: 'failed', message: MSG.mediaTypeRefused });
    if (chosen.size > MAX_UPLOAD_BYTES) return setPhase({ step: 'failed', message: MSG.uploadTooLarge });
    if (!storageFits(user, chosen.size)) {
      setOverLimit(true);
      return setPhase({ step: 'failed', message: MSG.storageOverLimit });
    }
    void send(chosen);
  };

  const togglePause = () => {
    if (phase.step !== 'sending' || !upload.current) return;
    if (phase.paused) upload.current.resume();
    else upload.current.pause();
    setPhase({ ...phase, paused: !phase.paused });
  };

  const type = file ? guessMediaType(file) : null;
  const picker = (
    <div className="mb-4 space-y-3 rounded-lg border border-dashed border-slate-300 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Tệp học liệu <span className="text-red-600">*</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept={MEDIA_ACCEPT}
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      <p className="text-xs text-slate-600">Hình ảnh, video, âm thanh hoặc mô hình 3D (GLB). Tệp được gửi ngay khi chọn và tiếp tục khi mạng trở lại.</p>
      {file && (
        <p className="text-sm text-slate-700">
          {file.name} · {formatFileSize(file.size)}
          {type ? ` · ${MEDIA_TYPE_LABELS[type]}` : ''}
        </p>
      )}
      {phase.step === 'sending' && (
        <div className="flex items-center gap-3">
          <Meter label="Tiến độ tải lên" percent={phase.share * 100} barClass="bg-brand-500" className="flex-1" />
          <span className="w-12 text-right text-sm tabular-nums text-slate-700">{Math.round(phase.share * 100)}%</span>
          <Button size="sm" variant="secondary" onClick={togglePause}>
            {phase.paused ? 'Tiếp tục' : 'Tạm dừng'}
          </Button>
        </div>
      )}
      {phase.step === 'ready' && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Đã tải lên xong. Đặt tên rồi bấm Lưu.
        </p>
      )}
      {phase.step === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{cutOff && !online ? 'Đang mất mạng: tệp sẽ được gửi tiếp khi có mạng trở lại.' : phase.message}</span>
          {cutOff && online && (
            <Button size="sm" variant="secondary" onClick={() => void send(cutOff)}>
              {TEXT.retry}
            </Button>
          )}
        </div>
      )}
    </div>
  );

  return (
    <>
      <LibraryItemDialog
        open={open}
        onClose={onClose}
        item={null}
        title="Thêm học liệu"
        categoryType="media"
        schoolId={librarySchool(library)}
        saving={save.isPending}
        saveDisabled={phase.step !== 'ready'}
        suggestedName={file?.name.replace(/\.[^.]+$/, '')}
        before={picker}
        onSave={async (values) => {
          if (phase.step !== 'ready') return;
          await save.mutateAsync({
            values: { ...values, fileId: phase.fileId, thumbnailFileId: phase.thumbnailFileId, durationSeconds: phase.durationSeconds },
          });
          toast.success(MSG.created);
          // The user's storage figure changed.
          void qc.invalidateQueries({ queryKey: ['session'] });
        }}
      />
      <OverLimitDialog open={overLimit} lines={usageLines(user).filter((l) => l.key === 'storage')} onClose={() => setOverLimit(false)} />
    </>
  );
}
