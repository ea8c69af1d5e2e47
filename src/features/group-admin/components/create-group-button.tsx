// "Tạo nhóm" on the groups list: opens the group form; a created group is announced and handed to the caller (the
// route opens its page, where its students are added).
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import type { GroupPerson, SchoolGroupDetail } from '@/shared/schemas/school-group.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

export function CreateGroupButton({ schoolId, me, onCreated }: { schoolId: number; me: GroupPerson; onCreated: (group: SchoolGroupDetail) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Tạo nhóm</Button>
      <GroupFormDialog
        open={open}
        onClose={() => setOpen(false)}
        schoolId={schoolId}
        group={null}
        me={me}
        onSaved={(group) => {
          setOpen(false);
          toast.success(`Đã tạo nhóm "${group.name}"`);
          onCreated(group);
        }}
      />
    </>
  );
}
