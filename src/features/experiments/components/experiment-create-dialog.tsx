// Adding an experiment: the teacher chooses a simulation package (a .zip with index.html, or one .html page); it is
// sent at once and checked by the server (unsafe paths, size, file count), then named, filed, given instructions and
// saved.
import { useEffect, useState } from 'react';
import { LibraryItemDialog } from '@/components/library/library-item-dialog.tsx';
import { useSaveLibraryItem } from '@/components/library/api/save-library-item.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { FileField } from '@/components/ui/file-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { formatFileSize } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { MAX_PACKAGE_BYTES, type Experiment, type ExperimentPackage } from '@/shared/experiments.ts';
import { MSG } from '@/shared/messages.ts';
import { uploadPackage } from '../api/upload-package.ts';

type Phase = { step: 'choose' } | { step: 'sending' } | { step: 'ready'; pkg: ExperimentPackage } | { step: 'failed'; message: string };

export function ExperimentCreateDialog({ open, onClose, library }: { open: boolean; onClose: () => void; library: LibraryRef }) {
  const save = useSaveLibraryItem<Experiment>('experiment', library);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [instructions, setInstructions] = useState('');

  useEffect(() => {
    if (open) return;
    setFile(null);
    setPhase({ step: 'choose' });
    setInstructions('');
  }, [open]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    if (chosen.size > MAX_PACKAGE_BYTES) return setPhase({ step: 'failed', message: 'Gói thí nghiệm vượt quá 50 MB' });
    setPhase({ step: 'sending' });
    uploadPackage(chosen, librarySchool(library) ?? true).then(
      (pkg) => setPhase({ step: 'ready', pkg }),
      (e: unknown) => setPhase({ step: 'failed', message: e instanceof Error ? e.message : MSG.experimentPackageRequired }),
    );
  };

  const picker = (
    <div className="mb-4 space-y-3 rounded-lg border border-dashed border-slate-300 p-4">
      <FileField label="Gói thí nghiệm (.zip có index.html, hoặc tệp .html)" accept=".zip,.html,.htm,application/zip,text/html" onFile={choose} />
      {file && (
        <p className="text-sm text-slate-700">
          {file.name} · {formatFileSize(file.size)}
        </p>
      )}
      {phase.step === 'sending' && (
        <p role="status" className="text-sm text-slate-700">
          Đang tải lên và kiểm tra gói…
        </p>
      )}
      {phase.step === 'ready' && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          Gói hợp lệ ({phase.pkg.fileCount} tệp). Đặt tên rồi bấm Lưu.
        </p>
      )}
      {phase.step === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {phase.message}
        </p>
      )}
      <TextAreaField label="Hướng dẫn sử dụng" rows={3} maxLength={5000} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
    </div>
  );

  return (
    <LibraryItemDialog
      open={open}
      onClose={onClose}
      item={null}
      title="Thêm thí nghiệm"
      categoryType="experiment"
      schoolId={librarySchool(library)}
      saving={save.isPending}
      saveDisabled={phase.step !== 'ready'}
      suggestedName={file?.name.replace(/\.[^.]+$/, '')}
      before={picker}
      onSave={async (values) => {
        if (phase.step !== 'ready') return;
        await save.mutateAsync({ values: { ...values, packageId: phase.pkg.id, instructions: instructions.trim() || null } });
        toast.success(MSG.created);
      }}
    />
  );
}
