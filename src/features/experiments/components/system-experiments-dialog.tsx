// The system library's experiments from a school: found by name, opened in the player, copied into the teacher's own
// library (where she may change its filing and share it); loading, empty and error states.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ExperimentPlayerDialog } from '@/components/experiments/experiment-player-dialog.tsx';
import { ExperimentKeepButton } from '@/components/experiments/experiment-keep-button.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatFileSize } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import type { Experiment } from '@/shared/experiments.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { systemExperimentsQueryOptions } from '../api/get-system-experiments.ts';
import { useCopySystemExperiment } from '../api/copy-system-experiment.ts';

export interface SystemExperimentsDialogProps {
  open: boolean;
  onClose: () => void;
  schoolId: number;
  /** The teacher may keep experiments in her own library. */
  canCopy: boolean;
}

export function SystemExperimentsDialog({ open, onClose, schoolId, canCopy }: SystemExperimentsDialogProps) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<Experiment | null>(null);
  const list = useQuery({ ...systemExperimentsQueryOptions(schoolId, { name: name || undefined, page, perPage: 8, sort: 'name' }), enabled: open });
  const copy = useCopySystemExperiment(schoolId);
  useEffect(() => {
    if (!open) return;
    setName('');
    setPage(1);
  }, [open]);

  return (
    <>
      <Dialog
        open={open && playing === null}
        onClose={onClose}
        title="Thí nghiệm ảo của hệ thống"
        width={760}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Đóng
          </Button>
        }
      >
        <div className="space-y-3">
          <SearchBox
            value={name}
            onSearch={(text) => {
              setName(text);
              setPage(1);
            }}
            label="Tìm theo tên thí nghiệm"
          />
          <div className="min-h-32" aria-live="polite">
            {list.isError && !list.data ? (
              <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
            ) : list.isPending ? (
              <Spinner />
            ) : list.data.data.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">
                {name ? 'Không có thí nghiệm nào phù hợp.' : 'Thư viện hệ thống chưa có thí nghiệm nào.'}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {list.data.data.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{item.name}</p>
                      <p className="text-sm text-slate-600">
                        {[item.category?.name, item.subject?.name, item.grade?.name, formatFileSize(item.size)].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <ExperimentKeepButton item={item} />
                      <Button size="sm" variant="secondary" onClick={() => setPlaying(item)} aria-label={`Mở: ${item.name}`}>
                        Mở
                      </Button>
                      {canCopy && (
                        <Button
                          size="sm"
                          loading={copy.isPending && copy.variables === item.id}
                          aria-label={`Sao chép về thư viện của tôi: ${item.name}`}
                          onClick={() =>
                            copy.mutate(item.id, {
                              onSuccess: () => toast.success(`${MSG.libraryCopied}: ${item.name}`),
                              onError: (e) => handleApiError(e),
                            })
                          }
                        >
                          Sao chép về thư viện của tôi
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {list.data && list.data.pagination.total > list.data.pagination.perPage && (
            <Pagination page={page} perPage={list.data.pagination.perPage} total={list.data.pagination.total} onChange={setPage} />
          )}
        </div>
      </Dialog>
      <ExperimentPlayerDialog item={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
