// An experiment named by a link (a lesson plan's activity, a STEM topic): "Mở" fetches it from whichever library the
// reader may open it in (GET /s/readable_experiments/{id}) and plays it; one the reader may not open says so.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { requestData } from '@/lib/http.ts';
import { ApiError } from '@/lib/api-error.ts';
import type { Experiment } from '@/shared/experiments.ts';
import { ExperimentPlayerDialog } from './experiment-player-dialog.tsx';

export function OpenExperimentButton({ schoolId, id, name }: { schoolId: number; id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const item = useQuery({
    queryKey: ['experiments', schoolId, 'readable', id],
    queryFn: ({ signal }) => requestData<Experiment>(`s/readable_experiments/${id}`, { school: schoolId, signal }),
    enabled: open,
    retry: false,
  });
  const refused = open && item.isError;
  return (
    <>
      <Button size="sm" variant="ghost" loading={open && item.isPending} onClick={() => setOpen(true)} aria-label={`Mở thí nghiệm: ${name}`}>
        Mở
      </Button>
      {refused && (
        <span role="alert" className="text-sm text-red-700">
          {item.error instanceof ApiError && item.error.status === 404 ? 'Bạn không mở được thí nghiệm này.' : item.error.message}
        </span>
      )}
      <ExperimentPlayerDialog item={open && item.data ? item.data : null} onClose={() => setOpen(false)} />
    </>
  );
}
