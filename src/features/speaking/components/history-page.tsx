// /{schoolId}/learning-with-ai/speaking-result: the speaking history (spec §2, §4) — the student's own results with
// score, date and replay, recordings still waiting on the device with their provisional score, and for teachers the
// results of their students. Deleting removes the line and lowers the total by one.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDateTime } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { removeRecording } from '@/offline/recordings.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { useDeleteSpeakingHistory } from '../api/delete-speaking-history.ts';
import { HISTORY_PER_PAGE, speakingHistoriesQueryOptions } from '../api/get-speaking-histories.ts';
import { HistoryReplay } from '../history/history-replay.tsx';
import { deviceLine, serverLine, type HistoryLine } from '../history/history-row-view.ts';
import { usePendingRecordings } from '../history/use-pending-recordings.ts';
import type { HistorySearch } from '../history-search.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { useScoreThresholds } from '@/lib/score-thresholds.tsx';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { scoreClass } from './word-colours.ts';

export interface HistoryPageProps {
  schoolId: number;
  user: CurrentUser;
  search: HistorySearch;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearch: (patch: SearchPatch<HistorySearch>) => void;
}

function ScoreCell({ line }: { line: HistoryLine }) {
  const thresholds = useScoreThresholds();
  if (line.state === 'limited') return <span className="text-sm text-red-700">Chưa chấm (hết lượt)</span>;
  if (line.score === null) return <span className="text-sm text-slate-500">{line.state === 'pending' ? 'Chờ chấm' : 'Chưa chấm'}</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${scoreClass(line.score, thresholds)}`}>{line.score}</span>
      {line.state === 'pending' && <span className="text-xs font-medium text-amber-800">{SPEAKING_MSG.provisional}</span>}
    </span>
  );
}

export function HistoryPage({ schoolId, user, search, onSearch }: HistoryPageProps) {
  const scope = user.userType !== 'student' && search.scope === 'teacher' ? 'teacher' : 'own';
  const page = search.page ?? 1;
  // useQuery, not suspense: the recordings still on this device show even when the server's list cannot load.
  const list = useQuery(speakingHistoriesQueryOptions(schoolId, scope, page));
  const pending = usePendingRecordings(user.id, schoolId);
  const remove = useDeleteSpeakingHistory(schoolId, user.id);
  const [open, setOpen] = useState<HistoryLine | null>(null);
  const [confirm, setConfirm] = useState<HistoryLine | null>(null);

  const lines = useMemo(() => {
    const server = (list.data?.data ?? []).map(serverLine);
    return scope === 'own' && page === 1 ? [...pending.map(deviceLine), ...server] : server;
  }, [list.data, pending, scope, page]);

  const onDelete = async (line: HistoryLine) => {
    try {
      if (line.serverId !== null) await remove.mutateAsync(line.serverId);
      else await removeRecording(line.key.slice(1));
      toast.success(SPEAKING_MSG.deleted);
      if (open?.key === line.key) setOpen(null);
    } catch (e) {
      handleApiError(e);
    } finally {
      setConfirm(null);
    }
  };

  const columns: Column<HistoryLine>[] = [
    { key: 'date', header: 'Thời gian', cell: (l) => formatDateTime(l.date), className: 'whitespace-nowrap' },
    ...(scope === 'teacher' ? [{ key: 'student', header: 'Học sinh', cell: (l: HistoryLine) => l.studentName ?? '' }] : []),
    {
      key: 'sentence',
      header: 'Nội dung',
      cell: (l) => (
        <span lang="en" className="line-clamp-2">
          {l.sentence}
        </span>
      ),
    },
    { key: 'score', header: 'Điểm', cell: (l) => <ScoreCell line={l} /> },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'whitespace-nowrap text-right',
      cell: (l) => (
        <span className="inline-flex gap-2">
          <button
            type="button"
            className="h-8 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50"
            onClick={() => setOpen(open?.key === l.key ? null : l)}
          >
            {open?.key === l.key ? 'Đóng' : 'Nghe lại'}
          </button>
          {scope === 'own' && (
            <button
              type="button"
              className="h-8 rounded-lg px-3 text-sm text-red-700 hover:bg-red-50"
              onClick={() => setConfirm(l)}
              aria-label={`Xoá kết quả: ${l.sentence}`}
            >
              Xoá
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">Lịch sử luyện nói</h1>
        <Link to="/$schoolId/learning-with-ai" params={{ schoolId: String(schoolId) }} className={`font-medium ${backLinkClass}`}>
          ← Luyện phát âm
        </Link>
      </div>
      {user.userType !== 'student' && (
        <div role="tablist" aria-label="Danh sách kết quả" className="flex gap-2">
          {(['own', 'teacher'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={scope === s}
              onClick={() => onSearch({ scope: s === 'own' ? undefined : s, page: undefined })}
              className={`h-9 rounded-lg px-4 text-sm font-medium ${scope === s ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-700'}`}
            >
              {s === 'own' ? 'Của tôi' : 'Học sinh của tôi'}
            </button>
          ))}
        </div>
      )}
      {list.isError && !list.data && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Không tải được lịch sử từ máy chủ. Các bản ghi trên thiết bị vẫn hiển thị bên dưới.
        </p>
      )}
      <Table
        columns={columns}
        rows={lines}
        rowKey={(l) => l.key}
        loading={list.isPending && lines.length === 0}
        empty={SPEAKING_MSG.emptyHistory}
        caption="Kết quả luyện phát âm"
      />
      {list.data && (
        <Pagination page={page} perPage={HISTORY_PER_PAGE} total={list.data.pagination.total} onChange={(p) => onSearch({ page: p > 1 ? p : undefined })} />
      )}
      {list.data && (
        <p className="text-sm text-slate-600">
          Tổng số kết quả: <span data-testid="history-total">{list.data.pagination.total}</span>
        </p>
      )}
      {open && (
        <HistoryReplay
          key={open.key}
          schoolId={schoolId}
          serverId={open.serverId}
          localAudio={open.localAudio}
          result={open.result}
          provisional={open.state === 'pending'}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && void onDelete(confirm)}
        title="Xoá kết quả"
        message={SPEAKING_MSG.deleteConfirm}
        confirmLabel="Xoá"
        danger
        loading={remove.isPending}
      />
    </div>
  );
}
