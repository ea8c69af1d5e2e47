// /system/elsa-settings: how pronunciation practice is scored and coloured. The defaults (for every school without its
// own; unset: the server's configuration), and per school its own setting, edited in a dialog, or back to the defaults.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PagedTable } from '@/components/ui/paged-table.tsx';
import { SearchSection } from '@/components/ui/search-section.tsx';
import type { Column } from '@/components/ui/table.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { SPEAKING_MSG, SPEECH_PROVIDER_LABELS, type SchoolSpeakingRow, type SpeakingSettingView } from '@/shared/speaking-settings.ts';
import { speakingDefaultsQueryOptions } from '../api/get-speaking-defaults.ts';
import { schoolSpeakingQueryOptions } from '../api/get-school-speaking.ts';
import { useResetSpeakingSetting, useSaveSpeakingSetting } from '../api/save-speaking-setting.ts';
import { testSpeakingConnection } from '../api/test-speaking-connection.ts';
import { SpeakingSettingForm } from './speaking-setting-form.tsx';

export interface SpeakingSettingsPageProps {
  canEdit: boolean;
  page: number;
  name: string;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<{ page: number; name: string }>) => void;
}

const summary = (s: SpeakingSettingView) =>
  `${s.provider === 'elsa' ? 'Dịch vụ ngoài' : 'Bộ chấm tích hợp'} · tốt từ ${s.goodThreshold}, cần luyện thêm từ ${s.fairThreshold}`;

export function SpeakingSettingsPage({ canEdit, page, name, onSearchChange }: SpeakingSettingsPageProps) {
  const [editing, setEditing] = useState<SchoolSpeakingRow | null>(null);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Cài đặt kết quả luyện nói</h1>
      <DefaultsSection canEdit={canEdit} />
      <SchoolsSection canEdit={canEdit} page={page} name={name} onSearchChange={onSearchChange} onEdit={setEditing} />
      {editing && <SchoolDialog school={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function DefaultsSection({ canEdit }: { canEdit: boolean }) {
  const defaults = useQuery(speakingDefaultsQueryOptions());
  const save = useSaveSpeakingSetting('default');
  const reset = useResetSpeakingSetting('default');
  const data = defaults.data;
  return (
    <section aria-labelledby="speaking-defaults-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="speaking-defaults-title" className="text-lg font-semibold text-slate-900">
        Mặc định cho các trường
      </h2>
      {defaults.isError && !data ? (
        <ErrorAlert onRetry={() => void defaults.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {data.setting
              ? `Đang dùng: ${summary(data.setting)}.`
              : `Chưa đặt: đang theo cấu hình của máy chủ (${SPEECH_PROVIDER_LABELS[data.server.provider]}${data.server.apiUrl ? `, dịch vụ ngoài ${data.server.apiUrl}` : ''}).`}
          </p>
          {canEdit && (
            <SpeakingSettingForm
              key={data.setting?.updatedAt ?? 'none'}
              setting={data.setting}
              scope="default"
              label="Cài đặt mặc định"
              onSave={async (input) => {
                await save.mutateAsync(input);
                toast.success(SPEAKING_MSG.saved);
              }}
              onTest={testSpeakingConnection}
              actions={
                data.setting && (
                  <Button
                    variant="secondary"
                    loading={reset.isPending}
                    onClick={() =>
                      reset.mutate(undefined, { onSuccess: () => toast.success('Đã chuyển về cấu hình của máy chủ'), onError: (e) => handleApiError(e) })
                    }
                  >
                    Về cấu hình máy chủ
                  </Button>
                )
              }
            />
          )}
        </>
      )}
    </section>
  );
}

function SchoolsSection({ canEdit, page, name, onSearchChange, onEdit }: SpeakingSettingsPageProps & { onEdit: (s: SchoolSpeakingRow) => void }) {
  const list = useQuery(schoolSpeakingQueryOptions({ page, name: name || undefined }));
  const columns: Column<SchoolSpeakingRow>[] = [
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
      key: 'setting',
      header: 'Cài đặt',
      cell: (s) =>
        s.setting ? (
          <div className="space-y-1">
            <Badge tone="info">Riêng</Badge>
            <div className="text-sm text-slate-700">{summary(s.setting)}</div>
          </div>
        ) : (
          <Badge tone="neutral">Theo mặc định</Badge>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">Thao tác</span>,
            className: 'w-40',
            cell: (s: SchoolSpeakingRow) => (
              <Button size="sm" variant="secondary" onClick={() => onEdit(s)} aria-label={`Cài đặt riêng cho ${s.name}`}>
                Cài đặt riêng
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <SearchSection
      id="speaking-schools-title"
      title="Theo trường"
      searchLabel="Tìm trường"
      name={name}
      onSearch={(text) => onSearchChange({ name: text, page: 1 })}
    >
      <PagedTable
        list={list}
        caption="Cài đặt chấm phát âm theo trường"
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

function SchoolDialog({ school, onClose }: { school: SchoolSpeakingRow; onClose: () => void }) {
  const save = useSaveSpeakingSetting(school.id);
  const reset = useResetSpeakingSetting(school.id);
  return (
    <Dialog open onClose={onClose} width={640} title={`Cài đặt chấm phát âm – ${school.name}`}>
      <SpeakingSettingForm
        setting={school.setting}
        scope={school.id}
        label={`Cài đặt của ${school.name}`}
        onSave={async (input) => {
          await save.mutateAsync(input);
          toast.success(SPEAKING_MSG.saved);
          onClose();
        }}
        onTest={testSpeakingConnection}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {TEXT.cancel}
            </Button>
            {school.setting && (
              <Button
                variant="secondary"
                loading={reset.isPending}
                onClick={() =>
                  reset.mutate(undefined, {
                    onSuccess: () => {
                      toast.success('Trường đã dùng lại cài đặt mặc định');
                      onClose();
                    },
                    onError: (e) => handleApiError(e),
                  })
                }
              >
                Dùng mặc định
              </Button>
            )}
          </>
        }
      />
    </Dialog>
  );
}
