// A small loading indicator with an accessible label. The build also renders the page spinner into index.html as the
// loading screen before any script runs (scripts/vite-boot-screen.ts, from Vite's config: hence the relative import).
import { TEXT } from '../../shared/ui-text.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, string> = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

const spinnerClass = (size: SpinnerSize) => `inline-block animate-spin rounded-full border-current border-r-transparent ${SIZES[size]}`;

const PAGE_SPINNER_CLASS = 'flex min-h-40 flex-col items-center justify-center gap-3 text-brand-700';
const PAGE_SPINNER_TEXT_CLASS = 'text-sm text-slate-500';

export interface SpinnerProps {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = TEXT.loading, className = '' }: SpinnerProps) {
  return <span role="status" aria-label={label} className={`${spinnerClass(size)} ${className}`} />;
}

/** A centred spinner with its text, for a whole page or panel that is loading. */
export function PageSpinner({ label = TEXT.loading }: { label?: string }) {
  return (
    <div className={PAGE_SPINNER_CLASS}>
      <Spinner size="lg" label={label} />
      <span className={PAGE_SPINNER_TEXT_CLASS}>{label}</span>
    </div>
  );
}
