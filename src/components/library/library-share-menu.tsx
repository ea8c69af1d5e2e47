// What a teacher does with an item beyond editing it (spec §4): from the personal library, share it to the school (for
// review), copy it, transfer it or share a copy to a colleague; from the school library, copy it into their own.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { LibraryItem, LibraryKind } from '@/shared/library.ts';
import { buttonClass } from '@/components/ui/button.tsx';
import { useShareLibraryItem, type ShareAction } from './api/share-library-item.ts';
import { ColleagueDialog } from './colleague-dialog.tsx';

export interface LibraryShareMenuProps {
  kind: LibraryKind;
  schoolId: number;
  item: LibraryItem;
  /** What the caller may do here; a menu with nothing in it is not shown. */
  allowed: { shareToSchool?: boolean; copy?: boolean; transfer?: boolean; shareToUser?: boolean; copyFromSchool?: boolean };
}

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 pointer-coarse:py-3';

export function LibraryShareMenu({ kind, schoolId, item, allowed }: LibraryShareMenuProps) {
  const share = useShareLibraryItem(kind, schoolId);
  const [pick, setPick] = useState<'transfer' | 'share_to_user' | null>(null);
  const run = async (action: ShareAction, done: string) => {
    try {
      await share.mutateAsync(action);
      toast.success(done);
      setPick(null);
    } catch (e) {
      handleApiError(e);
    }
  };
  const entries = [
    allowed.shareToSchool && {
      label: 'Gửi lên thư viện trường',
      onClick: () => void run({ action: 'share_to_school', id: item.id }, MSG.librarySharedToSchool),
    },
    allowed.copy && { label: 'Tạo bản sao', onClick: () => void run({ action: 'copy', id: item.id }, MSG.libraryCopied) },
    allowed.copyFromSchool && {
      label: 'Sao chép về thư viện cá nhân',
      onClick: () => void run({ action: 'copy_from_school', id: item.id }, MSG.libraryCopied),
    },
    allowed.shareToUser && { label: 'Chia sẻ cho giáo viên…', onClick: () => setPick('share_to_user') },
    allowed.transfer && { label: 'Chuyển quyền sở hữu…', onClick: () => setPick('transfer') },
  ].filter((e): e is { label: string; onClick: () => void } => Boolean(e));
  if (!entries.length) return null;

  return (
    <>
      <Menu as="div" className="relative inline-block">
        <MenuButton className={buttonClass('secondary', 'sm')} disabled={share.isPending}>
          Chia sẻ<span className="sr-only"> “{item.name}”</span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-40 mt-1 w-60 rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
          {entries.map((e) => (
            <MenuItem key={e.label}>
              <button type="button" className={itemClass} onClick={e.onClick}>
                {e.label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      <ColleagueDialog
        open={pick !== null}
        schoolId={schoolId}
        title={pick === 'transfer' ? 'Chuyển quyền sở hữu' : 'Chia sẻ cho giáo viên'}
        message={
          pick === 'transfer'
            ? `“${item.name}” sẽ thuộc về giáo viên được chọn và không còn trong thư viện của bạn.`
            : `Giáo viên được chọn nhận một bản sao của “${item.name}” trong thư viện cá nhân.`
        }
        confirmLabel={pick === 'transfer' ? 'Chuyển' : 'Chia sẻ'}
        loading={share.isPending}
        onClose={() => setPick(null)}
        onConfirm={(userId) =>
          void run(
            pick === 'transfer' ? { action: 'transfer', id: item.id, userId } : { action: 'share_to_user', id: item.id, userId },
            pick === 'transfer' ? MSG.libraryTransferred : MSG.librarySharedToUser,
          )
        }
      />
    </>
  );
}
