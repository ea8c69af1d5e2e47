// "Tải về Word" for one plan: on its page and on its row in a list, so a plan is downloaded without opening it.
import { Button } from '@/components/ui/button.tsx';
import { usePlanDownload, type PlanSource } from '../api/download-plan.ts';

export interface PlanDownloadButtonProps {
  source: PlanSource;
  plan: { id: number; name: string };
  /** In a list row the button names its plan for screen readers (every row's button reads the same otherwise). */
  inRow?: boolean;
}

export function PlanDownloadButton({ source, plan, inRow }: PlanDownloadButtonProps) {
  const { busy, download } = usePlanDownload(source, plan.id, plan.name);
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void download()}>
      Tải về Word
      {inRow && <span className="sr-only"> “{plan.name}”</span>}
    </Button>
  );
}
