// A button that opens a short list of actions (a bank's imports, its exports), so a toolbar stays one row on a tablet.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { buttonClass } from './button.tsx';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

export function ActionMenu({
  label,
  actions,
  busy = false,
  ariaLabel,
}: {
  label: string;
  actions: MenuAction[];
  busy?: boolean;
  /** What a screen reader says when the visible label repeats on every row ("Thao tác: Nguyễn An"). */
  ariaLabel?: string;
}) {
  return (
    <Menu as="div" className="relative inline-block">
      <MenuButton className={buttonClass('secondary', 'sm')} disabled={busy} aria-label={ariaLabel}>
        {label} <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        {actions.map((a) => (
          <MenuItem key={a.label}>
            <button
              type="button"
              onClick={a.onSelect}
              className="block w-full px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 pointer-coarse:py-3"
            >
              {a.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
