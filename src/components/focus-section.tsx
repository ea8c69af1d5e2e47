// A section of a page that a notification can land on (?type=…): its heading takes the focus once its data is there,
// and its body is the one of loading, failed, empty or the list. Used by the parts of a student's group page.
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export interface FocusSectionProps {
  /** The heading's id: `section-<type>`, what ?type= names. */
  id: string;
  title: string;
  /** Scroll to the section and focus its heading once it has loaded. */
  focus: boolean;
  loaded: boolean;
  failed: boolean;
  onRetry: () => void;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}

export function FocusSection({ id, title, focus, loaded, failed, onRetry, isEmpty, empty, children }: FocusSectionProps) {
  useEffect(() => {
    if (!focus || !loaded) return;
    const heading = document.getElementById(id);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [focus, loaded, id]);
  let body: ReactNode;
  if (!loaded) body = failed ? <ErrorAlert onRetry={onRetry}>{TEXT.loadFailed}</ErrorAlert> : <Spinner size="sm" />;
  else if (isEmpty) body = <EmptyState title={empty} />;
  else body = children;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        {title}
      </h2>
      {body}
    </section>
  );
}
