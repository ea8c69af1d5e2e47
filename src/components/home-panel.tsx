// One panel of a home page (missions to do, open exams, recent results, practice): a heading, then the panel's own
// loading, error, empty or filled state, so one part that cannot load never hides the others.
import { useId, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export interface HomePanelProps {
  title: string;
  /** Nothing to show yet, and no failure: the panel is loading. */
  loading?: boolean;
  /** Nothing to show, and loading failed. */
  failed?: boolean;
  onRetry?: () => void;
  /** Said when the panel has loaded and holds nothing. */
  empty: string;
  isEmpty: boolean;
  children?: ReactNode;
  /** A link to the full list, under the panel. */
  more?: ReactNode;
}

export function HomePanel({ title, loading, failed, onRetry, empty, isEmpty, children, more }: HomePanelProps) {
  const id = useId();
  let body: ReactNode;
  if (failed)
    body = (
      <ErrorAlert size="sm" onRetry={onRetry}>
        {TEXT.loadFailed}
      </ErrorAlert>
    );
  else if (loading) body = <Spinner size="sm" className="text-brand-700" />;
  else if (isEmpty) body = <p className="text-sm text-slate-500">{empty}</p>;
  else body = <ul className="divide-y divide-slate-100">{children}</ul>;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {body}
      {/* The link under the panel gets a full touch area. */}
      {more && !failed && !loading && <div className="mt-auto text-sm [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center">{more}</div>}
    </section>
  );
}

/** A row of a home panel that opens its screen in one tap: the whole row is the link's touch area. */
export const homeRowLink =
  'flex min-h-11 flex-col justify-center gap-0.5 rounded-lg px-2 py-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500';
