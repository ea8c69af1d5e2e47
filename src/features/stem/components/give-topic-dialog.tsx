// Giving a topic to teaching groups: the groups that have it (taken back with one button) and those the teacher may
// still give it to. Their students then find it in their group and in the STEM library.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { STEM_MSG, type StemTopicSummary } from '@/shared/stem.ts';
import { stemTopicGroupsQueryOptions, useGiveStemTopic } from '../api/stem-topic-groups.ts';

export function GiveTopicDialog({ schoolId, topic, onClose }: { schoolId: number; topic: StemTopicSummary | null; onClose: () => void }) {
  const id = topic?.id ?? 0;
  const groups = useQuery({ ...stemTopicGroupsQueryOptions(schoolId, id), enabled: topic !== null });
  const give = useGiveStemTopic(schoolId, id);
  const act = (groupId: number, giving: boolean) =>
    give.mutate({ groupId, give: giving }, { onSuccess: () => toast.success(giving ? STEM_MSG.given : STEM_MSG.takenBack), onError: (e) => handleApiError(e) });
  const busy = (groupId: number) => give.isPending && give.variables?.groupId === groupId;
  return (
    <Dialog
      open={topic !== null}
      onClose={onClose}
      title={`Giao chủ đề “${topic?.title ?? ''}”`}
      width={560}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Đóng
        </Button>
      }
    >
      {!groups.data ? (
        groups.isError ? (
          <ErrorAlert onRetry={() => void groups.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner />
        )
      ) : (
        <div className="space-y-5">
          <section aria-labelledby="stem-given" className="space-y-2">
            <h3 id="stem-given" className="text-sm font-semibold text-slate-800">
              Đã giao
            </h3>
            {groups.data.given.length === 0 ? (
              <p className="text-sm text-slate-500">Chưa giao cho nhóm nào.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {groups.data.given.map((g) => (
                  <li key={g.groupId} className="flex items-center justify-between gap-3 py-2">
                    <span className="text-sm text-slate-800">
                      {g.name} <span className="text-slate-500">· giao ngày {formatDate(g.givenAt)}</span>
                    </span>
                    {g.canTakeBack && (
                      <Button size="sm" variant="ghost" className="text-red-700" loading={busy(g.groupId)} onClick={() => act(g.groupId, false)}>
                        Thu hồi<span className="sr-only"> khỏi {g.name}</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="stem-givable" className="space-y-2">
            <h3 id="stem-givable" className="text-sm font-semibold text-slate-800">
              Giao cho nhóm
            </h3>
            {groups.data.givable.length === 0 ? (
              <p className="text-sm text-slate-500">Không còn nhóm nào bạn có thể giao.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {groups.data.givable.map((g) => (
                  <li key={g.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="text-sm text-slate-800">{g.name}</span>
                    <Button size="sm" variant="secondary" loading={busy(g.id)} onClick={() => act(g.id, true)}>
                      Giao<span className="sr-only"> cho {g.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
