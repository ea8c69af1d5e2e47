// The status label of an attempt and the 'Nộp muộn' flag for submissions that reached the server after the deadline.
import { Badge } from '@/components/ui/badge.tsx';
import { LABEL_TONES, type AttemptLabel } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';

export function AttemptStatusBadge({ label }: { label: AttemptLabel }) {
  return <Badge tone={LABEL_TONES[label]}>{label}</Badge>;
}

export function LateFlag() {
  return (
    <Badge tone="danger" title={GRADING_MSG.lateHint}>
      {GRADING_MSG.late}
    </Badge>
  );
}
