// Creating or editing a comment template: title and content, checked as typed; a refused save keeps the text.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { reportFormError } from '@/lib/form-errors.ts';
import { commentTemplateSchema, type CommentTemplateInput } from '@/shared/schemas/mission.ts';
import type { CommentTemplate } from '@/shared/mission.ts';

export interface TemplateDialogProps {
  open: boolean;
  editing: CommentTemplate | null;
  onClose: () => void;
  onSave: (values: CommentTemplateInput) => Promise<void>;
}

export function TemplateDialog({ open, editing, onClose, onSave }: TemplateDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentTemplateInput>({
    resolver: valibotResolver(commentTemplateSchema),
    defaultValues: { title: '', content: '' },
  });
  useEffect(() => {
    if (open) reset(editing ? { title: editing.title, content: editing.content } : { title: '', content: '' });
  }, [open, editing, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (e) {
      reportFormError(e, setError, ['title', 'content']);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? 'Sửa mẫu nhận xét' : 'Thêm mẫu nhận xét'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Huỷ
          </Button>
          <Button type="submit" form="template-form" loading={isSubmitting}>
            Lưu
          </Button>
        </>
      }
    >
      <form id="template-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Tiêu đề" required maxLength={200} error={errors.title?.message} {...register('title')} />
        <TextAreaField label="Nội dung" required maxLength={2000} error={errors.content?.message} {...register('content')} />
      </form>
    </Dialog>
  );
}
