// The exam schedule form's values and rules: local date-times as the fields hold them ('' for no limit), the results
// policy, the number of attempts, and the API body once valid.
import * as v from 'valibot';
import { isLocalDateTime, localDateTime } from '@/lib/date-input.ts';
import { ATTEMPT_LIMIT_OPTIONS } from '@/lib/exam-schedule.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { RESULT_RELEASES, type ExamSchedule, type ExamScheduleBody, type ResultRelease } from '@/shared/exam.ts';

export interface ScheduleFormValues {
  opensAt: string;
  closesAt: string;
  resultRelease: ResultRelease;
  /** The select's value: '1' … '10'. */
  maxAttempts: string;
}

const optionalLocal = v.pipe(
  v.string(),
  v.check((s) => s === '' || isLocalDateTime(s), TEXT.dateTimeInvalid),
);

export const scheduleFormSchema = v.pipe(
  v.object({
    opensAt: optionalLocal,
    closesAt: optionalLocal,
    resultRelease: v.picklist(RESULT_RELEASES, MSG.invalidInput),
    maxAttempts: v.pipe(
      v.string(),
      v.check((s) => ATTEMPT_LIMIT_OPTIONS.some((o) => o.value === s), MSG.examMaxAttemptsRange),
    ),
  }),
  v.forward(
    v.partialCheck([['opensAt'], ['closesAt']], (f) => !f.opensAt || !f.closesAt || Date.parse(f.closesAt) > Date.parse(f.opensAt), MSG.examClosesBeforeOpens),
    ['closesAt'],
  ),
  v.forward(
    v.partialCheck([['closesAt'], ['resultRelease']], (f) => f.resultRelease !== 'after_close' || f.closesAt !== '', MSG.examAfterCloseNeedsClosing),
    ['closesAt'],
  ),
);

export const scheduleFormValues = (s: ExamSchedule): ScheduleFormValues => ({
  opensAt: s.opensAt ? localDateTime(new Date(s.opensAt)) : '',
  closesAt: s.closesAt ? localDateTime(new Date(s.closesAt)) : '',
  resultRelease: s.resultRelease,
  maxAttempts: String(s.maxAttempts),
});

/** Local date-times become instants in the device's time zone. */
export const toScheduleBody = (f: ScheduleFormValues): ExamScheduleBody => ({
  opensAt: f.opensAt ? new Date(f.opensAt).toISOString() : null,
  closesAt: f.closesAt ? new Date(f.closesAt).toISOString() : null,
  resultRelease: f.resultRelease,
  maxAttempts: Number(f.maxAttempts),
});
