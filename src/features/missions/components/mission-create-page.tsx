// /{schoolId}/school-group/mission/create: give a mission to one of the teacher's groups. Rules are checked as the
// teacher types (clear Vietnamese messages); a refusal from the server lands under its field and nothing typed is lost.
import { useQuery } from '@tanstack/react-query';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { DateTimeField } from '@/components/ui/date-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { isApiError } from '@/lib/api-error.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { useCreateMission } from '../api/create-mission.ts';
import { emptyMissionForm, formFieldOf, missionFormSchema, toMissionBody, type MissionFormValues } from '../mission-form.ts';
import { TaskPicker } from './task-picker.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export function MissionCreatePage({ schoolId, onCreated }: { schoolId: number; onCreated: () => void }) {
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const groups = useQuery(teachingGroupsQueryOptions(schoolId));
  const create = useCreateMission(schoolId);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MissionFormValues>({
    // The checkbox groups' values are normalised by the schema (a lone box gives a boolean).
    resolver: valibotResolver(missionFormSchema) as Resolver<MissionFormValues>,
    defaultValues: emptyMissionForm(),
    mode: 'onTouched',
    // Every rule runs (not only until the first failure), so all missing parts are named at once.
    criteriaMode: 'all',
  });
  const groupId = useWatch({ control, name: 'groupId' });
  const speaking = useWatch({ control, name: 'speaking' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toMissionBody(values));
      toast.success(MSG.missionCreated);
      onCreated();
    } catch (e) {
      const fieldErrors = isApiError(e) && e.status === 422 ? Object.entries(e.body?.errors ?? {}) : [];
      const placed = fieldErrors.flatMap(([path, msgs]) => {
        const field = formFieldOf(path);
        if (!field || !msgs[0]) return [];
        setError(field, { type: 'server', message: msgs[0] }, { shouldFocus: true });
        return [field];
      });
      if (!placed.length) handleApiError(e);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-3xl space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h1 className="text-xl font-semibold text-slate-900">Giao nhiệm vụ</h1>
      <SelectField
        label="Nhóm học tập"
        required
        placeholder={groups.isPending ? TEXT.loading : 'Chọn nhóm học tập'}
        options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
        error={errors.groupId?.message}
        {...register('groupId', { onChange: () => setValue('examIds', []) })}
      />
      <TextField label="Tên nhiệm vụ" required maxLength={200} error={errors.title?.message} {...register('title')} />
      <div>
        <label htmlFor="mission-description" className="mb-1 block text-sm font-medium text-slate-700">
          Mô tả
        </label>
        <textarea
          id="mission-description"
          rows={3}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          {...register('description')}
        />
        {errors.description && <p className="mt-1 text-xs text-red-600">{errors.description.message}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="startAt"
          render={({ field }) => (
            <DateTimeField label="Bắt đầu" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.startAt?.message} />
          )}
        />
        <Controller
          control={control}
          name="dueAt"
          render={({ field }) => (
            <DateTimeField label="Hạn hoàn thành" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.dueAt?.message} />
          )}
        />
      </div>
      <TaskPicker
        schoolId={schoolId}
        groupId={groupId ? Number(groupId) : null}
        register={register}
        setValue={setValue}
        speaking={speaking}
        error={errors.examIds?.message ?? errors.lectureIds?.message ?? errors.speaking?.message}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Giao nhiệm vụ
        </Button>
      </div>
    </form>
  );
}
