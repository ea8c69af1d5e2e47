// The app's button: one look per variant, a busy state that blocks double submits.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
};

// On a touch screen every button is at least 44 × 44 px, the smallest target a finger hits reliably.
const SIZES = { sm: 'h-8 px-3 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11', md: 'h-10 px-4 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11' };

/** For links and text buttons that are not a Button: the same 44 px touch area, nothing added with a mouse. */
export const touchTarget = 'pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center';

/** "← Danh sách …": the link back to the screen above, a full touch target on tablets. */
export const backLinkClass = `text-sm text-brand-700 hover:underline ${touchTarget}`;

export function buttonClass(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, disabled, className = '', children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={buttonClass(variant, size, className)} {...rest}>
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
});
