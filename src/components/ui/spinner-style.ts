// The spinner's look, in one place for the React spinner (spinner.tsx) and the loading screen the build writes into
// index.html before any script runs (scripts/vite-boot-screen.ts).
export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, string> = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export const spinnerClass = (size: SpinnerSize) => `inline-block animate-spin rounded-full border-current border-r-transparent ${SIZES[size]}`;

/** A whole page or panel loading: the large spinner over its text. */
export const PAGE_SPINNER_CLASS = 'flex min-h-40 flex-col items-center justify-center gap-3 text-brand-700';
export const PAGE_SPINNER_TEXT_CLASS = 'text-sm text-slate-500';
