// A page of a server-paginated list as a table: the load failure with a retry, the rows, "no match" when a search
// found nothing or the list's own empty state when there is nothing yet, and the pager under it.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { TEXT } from '@/shared/ui-text.ts';
import { ErrorAlert } from './error-alert.tsx';
import { Pagination } from './pagination.tsx';
import { Table, type Column } from './table.tsx';

export interface PagedList<T> {
  data: T[];
  pagination: { total: number; page: number; perPage: number };
}

export interface PagedTableProps<T> {
  list: UseQueryResult<PagedList<T>>;
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** A search is applied: an empty page then means nothing matched. */
  searching: boolean;
  /** What an empty list says when nothing is searched. */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
}

export function PagedTable<T>({ list, caption, columns, rowKey, searching, empty, page, onPage }: PagedTableProps<T>) {
  // A list shown once stays on screen when a later page fails; only a list never loaded gives way to the error.
  if (list.isError && !list.data) return <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>;
  const pagination = list.data?.pagination;
  return (
    <>
      <Table
        caption={caption}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={rowKey}
        loading={list.isPending}
        empty={searching ? TEXT.noMatch : empty}
      />
      {pagination && <Pagination page={page} perPage={pagination.perPage} total={pagination.total} onChange={onPage} />}
    </>
  );
}
