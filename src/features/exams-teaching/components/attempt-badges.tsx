// The status label of an attempt and the 'Nộp muộn' flag for submissions that reached the server after the deadline.
import type { AttemptLabel } from '../attempt-status.ts';
import { labelColor } from '../attempt-status.ts';
import { GRADING_MSG } from '../grading-messages.ts';

export function AttemptStatusBadge({ label }: { label: AttemptLabel }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${labelColor(label)}`}>{label}</span>;
}

export function LateFlag() {
  return (
    <span
      title={GRADING_MSG.lateHint}
      className="inline-flex whitespace-nowrap rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-inset ring-red-200"
    >
      {GRADING_MSG.late}
    </span>
  );
}
