// A small loading indicator with an accessible label.
import { TEXT } from '@/shared/ui-text.ts';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', label = TEXT.loading, className = '' }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={`inline-block animate-spin rounded-full border-current border-r-transparent ${SIZES[size]} ${className}`}
    />
  );
}

/** A centred spinner with its text, for a whole page or panel that is loading. */
export function PageSpinner({ label = TEXT.loading }: { label?: string }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner size="lg" label={label} />
      <span className="text-sm text-slate-500">{label}</span>
    </div>
  );
}
