// The end of a page form: "Huỷ" and "Lưu" on the right, cancel held while the save runs.
import { Button } from './button.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export function FormActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {TEXT.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {TEXT.save}
      </Button>
    </div>
  );
}
