// The mission form's values and rules (react-hook-form + valibot): the form keeps strings as the inputs hold them
// (local date-times as yyyy-MM-ddTHH:mm, checkbox lists) and turns them into the API body once valid.
import * as v from 'valibot';
import { isLocalDateTime, localDateTime } from '@/lib/date-input.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { CreateMissionInput } from '@/shared/schemas/mission.ts';

export interface MissionFormValues {
  groupId: string;
  title: string;
  description: string;
  startAt: string;
  dueAt: string;
  examIds: string[];
  lectureIds: string[];
  speaking: string[];
}

const required = (msg: string) => v.pipe(v.string(msg), v.trim(), v.minLength(1, msg));
/** A checkbox group: react-hook-form gives a boolean or a lone value when the group has a single box. */
const checked = v.pipe(
  v.custom<string[]>(() => true),
  v.transform((value: string[]): string[] => {
    const x: unknown = value;
    return Array.isArray(x) ? x.map(String) : typeof x === 'string' && x ? [x] : [];
  }),
);
const localDate = (msg: string) => v.pipe(required(msg), v.check(isLocalDateTime, TEXT.dateTimeInvalid));

export const missionFormSchema = v.pipe(
  v.object({
    groupId: required(MSG.missionGroupRequired),
    title: v.pipe(required(MSG.missionTitleRequired), v.maxLength(200, MSG.missionTitleTooLong)),
    description: v.pipe(v.string(), v.maxLength(2000, MSG.missionDescriptionTooLong)),
    startAt: localDate(MSG.missionStartRequired),
    dueAt: localDate(MSG.missionDueRequired),
    examIds: checked,
    lectureIds: checked,
    speaking: checked,
  }),
  // partialCheck: each rule runs when its own fields are valid, so every message shows at once.
  v.forward(
    v.partialCheck([['startAt'], ['dueAt']], (f) => Date.parse(f.dueAt) > Date.parse(f.startAt), MSG.missionDueBeforeStart),
    ['dueAt'],
  ),
  v.forward(
    v.partialCheck([['dueAt']], (f) => Date.parse(f.dueAt) > Date.now(), MSG.missionDueInPast),
    ['dueAt'],
  ),
  v.forward(
    v.partialCheck(
      [['examIds'], ['lectureIds'], ['speaking']],
      (f) => f.examIds.length + f.lectureIds.length + f.speaking.length > 0,
      MSG.missionTasksRequired,
    ),
    ['examIds'],
  ),
  v.forward(
    v.partialCheck(
      [['examIds'], ['lectureIds'], ['speaking']],
      (f) => f.examIds.length + f.lectureIds.length + f.speaking.length <= 20,
      MSG.missionTasksTooMany,
    ),
    ['examIds'],
  ),
);

/** 'yyyy-MM-ddTHH:mm' in the device's time zone, as a datetime-local input holds it. */
export const toLocalInput = localDateTime;

export function emptyMissionForm(now = new Date()): MissionFormValues {
  const due = new Date(now.getTime() + 7 * 24 * 3600_000);
  due.setHours(23, 59, 0, 0);
  return { groupId: '', title: '', description: '', startAt: toLocalInput(now), dueAt: toLocalInput(due), examIds: [], lectureIds: [], speaking: [] };
}

export function toMissionBody(f: MissionFormValues): CreateMissionInput {
  return {
    groupId: Number(f.groupId),
    title: f.title.trim(),
    description: f.description.trim() || null,
    startAt: new Date(f.startAt).toISOString(),
    dueAt: new Date(f.dueAt).toISOString(),
    tasks: [
      ...f.examIds.map((id) => ({ taskType: 'exam' as const, examId: Number(id) })),
      ...f.lectureIds.map((id) => ({ taskType: 'lecture' as const, lectureId: Number(id) })),
      ...f.speaking.map((text) => ({ taskType: 'speaking' as const, speakingText: text })),
    ],
  };
}

/** The form field a server message about a body path belongs to. */
export function formFieldOf(path: string): keyof MissionFormValues | null {
  if (path.startsWith('tasks')) return 'examIds';
  return (['groupId', 'title', 'description', 'startAt', 'dueAt'] as const).find((f) => f === path) ?? null;
}
