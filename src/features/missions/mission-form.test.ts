// The mission form's rules: clear messages per field, and the body the API receives.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MSG } from '@/shared/messages.ts';
import { emptyMissionForm, missionFormSchema, toMissionBody } from './mission-form.ts';

const issuesOf = (values: unknown) => {
  const r = v.safeParse(missionFormSchema, values);
  return r.success ? {} : (v.flatten<typeof missionFormSchema>(r.issues).nested ?? {});
};

describe('mission form', () => {
  it('asks for a group, a title and at least one task', () => {
    const errors = issuesOf(emptyMissionForm());
    expect(errors.groupId).toEqual([MSG.missionGroupRequired]);
    expect(errors.title).toEqual([MSG.missionTitleRequired]);
    expect(errors.examIds).toEqual([MSG.missionTasksRequired]);
  });

  it('wants the due time after the start', () => {
    const f = { ...emptyMissionForm(), groupId: '1', title: 'Ôn tập', examIds: ['3'], startAt: '2030-01-02T10:00', dueAt: '2030-01-01T10:00' };
    expect(issuesOf(f).dueAt).toEqual([MSG.missionDueBeforeStart]);
  });

  it('builds the API body with every task', () => {
    const f = { ...emptyMissionForm(), groupId: '4', title: ' Ôn tập ', examIds: ['3'], lectureIds: ['7'], speaking: ['Hello there.'] };
    const body = toMissionBody(f);
    expect(body).toMatchObject({ groupId: 4, title: 'Ôn tập', description: null });
    expect(body.tasks).toEqual([
      { taskType: 'exam', examId: 3 },
      { taskType: 'lecture', lectureId: 7 },
      { taskType: 'speaking', speakingText: 'Hello there.' },
    ]);
  });
});
