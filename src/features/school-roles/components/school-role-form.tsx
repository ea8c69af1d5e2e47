// A role's name and the permissions it grants. Server messages land under their fields (a name the school already
// has, a permission that is not the school's) and nothing chosen or typed is lost on an error.
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { TextField } from '@/components/ui/text-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { ROLE_NAME_MAX, schoolRoleSchema, type SchoolRoleInput, type SchoolRoleOutput } from '@/shared/schemas/school-role.ts';
import type { SchoolPermission } from '../api/get-school-permissions.ts';
import type { SchoolRole } from '../api/get-school-roles.ts';
import type { PermissionGroup } from '../permission-groups.ts';
import { PermissionPicker } from './permission-picker.tsx';
import { FormActions } from '@/components/ui/form-actions.tsx';

/** The schema's input (its fields are optional only because a missing one has a default); the form always fills both. */
type FormValues = SchoolRoleInput;

/** The API's field keys (permissionIds.3 for one bad id) to the form's. */
const fieldOf = (key: string): keyof FormValues | null => (key === 'name' ? 'name' : key.startsWith('permissionIds') ? 'permissionIds' : null);

export interface SchoolRoleFormProps {
  role: SchoolRole | null;
  groups: PermissionGroup[];
  canGrant: (p: SchoolPermission) => boolean;
  onSave: (input: SchoolRoleOutput) => Promise<unknown>;
  onCancel: () => void;
}

export function SchoolRoleForm({ role, groups, canGrant, onSave, onCancel }: SchoolRoleFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SchoolRoleOutput>({
    resolver: valibotResolver(schoolRoleSchema),
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
