// The system bank an area's question or game comes from (a book shows only the system's): the banks, a choice of one,
// and what happens when they cannot be read. Shared by the question and the game lists of the target picker.
import { useQuery } from '@tanstack/react-query';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { libraryPath, type LibraryRef } from '@/components/library/library-ref.ts';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import type { QuestionCollection } from '@/shared/question-bank.ts';
import { TEXT } from '@/shared/ui-text.ts';

const SYSTEM: LibraryRef = { level: 'system' };

/** The address of something inside a system bank (`questions`, `mini_games`). */
export const systemBankPath = (bankId: string, what: string) => `${libraryPath(SYSTEM, 'question_collections')}/${bankId}/${what}`;

export function SystemBankField({
  bankId,
  onChange,
  optionLabel,
}: {
  bankId: string;
  onChange: (bankId: string) => void;
  optionLabel: (bank: QuestionCollection) => string;
}) {
  const banks = useQuery(libraryPageQueryOptions<QuestionCollection>('question', SYSTEM, { perPage: 100, sort: 'name' }));
  return (
    <>
      <SelectField
        label="Ngân hàng câu hỏi của hệ thống"
        placeholder={banks.isPending ? TEXT.loading : 'Chọn ngân hàng'}
        value={bankId}
        onChange={(e) => onChange(e.target.value)}
        options={(banks.data?.data ?? []).map((b) => ({ value: String(b.id), label: optionLabel(b) }))}
      />
      {banks.isError && (
        <ErrorAlert size="sm" onRetry={() => void banks.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      )}
      {banks.isSuccess && banks.data.data.length === 0 && <p className="text-slate-600">Hệ thống chưa có ngân hàng câu hỏi nào.</p>}
    </>
  );
}
