// A small loading indicator with an accessible label.
import { TEXT } from '@/shared/ui-text.ts';
import { PAGE_SPINNER_CLASS, PAGE_SPINNER_TEXT_CLASS, spinnerClass, type SpinnerSize } from './spinner-style.ts';

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
