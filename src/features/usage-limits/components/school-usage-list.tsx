// Every school's usage against its limits, the closest to a limit first, searchable by name: its storage and scored
// calls over its contract (coloured as every usage bar), whether its teachers and students have their own limits,
// and the actions to edit its limits and to see its users.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import { SearchSection } from '@/components/ui/search-section.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { formatFileSize, formatNumber } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { LIMIT_USER_TYPES, LIMIT_USER_TYPE_LABELS, type SchoolUsage } from '@/shared/usage-limits.ts';
import { schoolUsagesQueryOptions } from '../api/get-school-usages.ts';
import { UsageMeter } from './usage-meter.tsx';

const MB = 1024 * 1024;

export interface SchoolUsageListProps {
  page: number;
  name: string;
  selected: number | null;
  canEdit: boolean;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
  onEdit: (school: SchoolUsage) => void;
  onShowUsers: (school: SchoolUsage) => void;
}

export function SchoolUsageList({ page, name, selected, canEdit, onSearchChange, onEdit, onShowUsers }: SchoolUsageListProps) {
  const list = useQuery(schoolUsagesQueryOptions({ page, name: name || undefined }));

  const columns: Column<SchoolUsage>[] = [
    {
      key: 'name',
      header: 'Trường',
      cell: (s) => (
        <div>
          <div className="font-medium text-slate-900">{s.name}</div>
          <div className="text-xs text-slate-600">{s.code}</div>
        </div>
      ),
    },
    {
      key: 'storage',
      header: 'Dung lượng',
      cell: (s) => (
        <UsageMeter
          label={`Dung lượng của ${s.name}`}
          used={s.usedStorageBytes / MB}
          limit={s.storageLimitMb}
          usedText={formatFileSize(s.usedStorageBytes)}
          limitText={`${formatNumber(s.storageLimitMb ?? 0)} MB`}
        />
      ),
    },
    {
      key: 'calls',
      header: 'Lượt chấm phát âm',
      cell: (s) => (
        <UsageMeter
          label={`Lượt chấm phát âm của ${s.name}`}
          used={s.usedCalls}
          limit={s.speakingCallLimit}
          usedText={formatNumber(s.usedCalls)}
          limitText={`${formatNumber(s.speakingCallLimit ?? 0)} lượt`}
        />
      ),
    },
    {
      key: 'own',
      header: 'Giới hạn mỗi người',
      cell: (s) => (
        <div className="flex flex-wrap gap-1">
          {LIMIT_USER_TYPES.map((type) => (
            <Badge key={type} tone={s.overrides[type] ? 'info' : 'neutral'}>
              {LIMIT_USER_TYPE_LABELS[type]}: {s.overrides[type] ? 'riêng' : 'mặc định'}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      cell: (s) => (
        <div className="flex flex-col items-stretch gap-1">
          {canEdit && (
            <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => onEdit(s)} aria-label={`Sửa giới hạn của ${s.name}`}>
              Sửa giới hạn
            </Button>
          )}
          <Button
            size="sm"
            variant={selected === s.id ? 'primary' : 'secondary'}
            onClick={() => onShowUsers(s)}
            aria-label={`Xem người dùng của ${s.name}`}
            aria-pressed={selected === s.id}
          >
            Người dùng
          </Button>
        </div>
      ),
    },
  ];

  return (
    <SearchSection
      id="school-usage-title"
      title="Sử dụng theo trường"
      searchLabel="Tìm trường"
      name={name}
      onSearch={(text) => onSearchChange({ name: text, page: 1 })}
    >
      <PagedTable
        list={list}
        caption="Sử dụng theo trường"
        columns={columns}
        rowKey={(s) => s.id}
        searching={Boolean(name)}
        empty={<EmptyState title="Chưa có trường nào" />}
        page={page}
        onPage={(p) => onSearchChange({ page: p })}
      />
    </SearchSection>
  );
}
