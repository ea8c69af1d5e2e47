// One panel's figures: a spinner while they come, the error with a retry if they do not, then the panel drawn from
// them. Each panel loads and fails on its own, so a slow count never hides the others; a new range keeps the figures
// shown until its own arrive.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import type { StatRange, StatType, StatsByType } from '@/shared/school-stats.ts';
import { statsQueryOptions, type StatsSource } from '../stats-source.ts';

export function StatsQuery<T extends StatType>({
  source,
  type,
  range,
  loadingLabel,
  children,
}: {
  source: StatsSource;
  type: T;
  range?: StatRange;
  loadingLabel: string;
  children: (data: StatsByType[T]) => ReactNode;
}) {
  const query = useQuery({ ...statsQueryOptions(source, type, range), placeholderData: keepPreviousData });
  if (query.data) return <div aria-busy={query.isFetching || undefined}>{children(query.data)}</div>;
  if (query.isError)
    return (
      <ErrorAlert size="sm" onRetry={() => void query.refetch()}>
        {apiErrorText(query.error)}
      </ErrorAlert>
    );
  return <Spinner label={loadingLabel} />;
}
