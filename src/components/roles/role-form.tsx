// A role's name and the permissions it grants, for a school's roles and the system's alike (each passes its own
// schema, whose messages name its catalogue). Server messages land under their fields (a name already taken, a
// permission outside the catalogue) and nothing chosen or typed is lost on an error.
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { ROLE_NAME_MAX } from '@/shared/schemas/school-role.ts';
import type { PermissionGroup, PermissionOption } from './permission-groups.ts';
import { PermissionPicker } from './permission-picker.tsx';

/** The schemas' input (their fields are optional only because a missing one has a default); the form fills both. */
export interface RoleFormValues {
  name?: string;
  permissionIds?: number[];
}
export interface RoleFormOutput {
  name: string;
  permissionIds: number[];
}

/** The API's field keys (permissionIds.3 for one bad id) to the form's. */
const fieldOf = (key: string): keyof RoleFormValues | null => (key === 'name' ? 'name' : key.startsWith('permissionIds') ? 'permissionIds' : null);

export interface RoleFormProps {
  schema: v.GenericSchema<RoleFormValues, RoleFormOutput>;
  role: { name: string; permissionIds: number[] } | null;
  groups: PermissionGroup[];
  canGrant: (p: PermissionOption) => boolean;
  /** Said above the permissions (why some cannot be changed). */
  permissionsNote?: ReactNode;
  onSave: (input: RoleFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function RoleForm({ schema, role, groups, canGrant, permissionsNote, onSave, onCancel }: RoleFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RoleFormValues, unknown, RoleFormOutput>({
    resolver: valibotResolver(schema),
    defaultValues: { name: role?.name ?? '', permissionIds: role?.permissionIds ?? [] },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (e) {
      reportFormError(e, setError, fieldOf);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TextField
        label="Tên vai trò"
        required
        autoComplete="off"
        maxLength={ROLE_NAME_MAX}
        className="max-w-md"
        error={errors.name?.message}
        {...register('name')}
      />
      <fieldset>
        <legend className="mb-2 text-base font-semibold text-slate-900">Quyền</legend>
        {permissionsNote}
        <Controller
          control={control}
          name="permissionIds"
          render={({ field }) => (
            <PermissionPicker
              groups={groups}
              value={field.value ?? []}
              onChange={field.onChange}
              canGrant={canGrant}
              error={errors.permissionIds?.message}
              errorId="role-permissions-error"
            />
          )}
        />
      </fieldset>
      <FormActions onCancel={onCancel} saving={isSubmitting} />
    </form>
  );
}
