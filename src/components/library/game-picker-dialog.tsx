// Choosing a mini game for a slide (a game block, or what an area opens): a bank of the same banks the question
// picker offers, then one of its games. The chosen game is read whole, so the slide shows its card at once; the server
// copies it again from the bank when the deck is saved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { GameIcon } from '@/components/mini-game/game-icon.tsx';
import { libraryPath, librarySchool } from '@/components/library/library-ref.ts';
import { requestData } from '@/lib/http.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { PlacedGame } from '@/shared/lecture.ts';
import { GAME_KIND_LABELS, gameSizeText, type MiniGame, type MiniGameSummary } from '@/shared/mini-game.ts';
import { bankSourceKey, useBankSources, type BankSource } from './use-bank-sources.ts';

export interface PickedGame {
  gameId: number;
  game: PlacedGame;
}

const gamesPath = (s: BankSource) => `${libraryPath(s.library, 'question_collections')}/${s.bank.id}/mini_games`;

export function GamePickerDialog({
  open,
  schoolId,
  onClose,
  onPick,
}: {
  open: boolean;
  /** null: a system lecture, which takes games from the system's banks. */
  schoolId: number | null;
  onClose: () => void;
  onPick: (picked: PickedGame) => void;
}) {
  const banks = useBankSources(open, schoolId);
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState('');
  const [opening, setOpening] = useState<{ id: number; failed: boolean } | null>(null);
  useEffect(() => {
    if (open) {
      setChoice('');
      setOpening(null);
    }
  }, [open]);
  const source = banks.sources.find((s) => bankSourceKey(s) === choice);
  const games = useQuery({
    queryKey: ['game-picker', choice],
    queryFn: ({ signal }) => requestData<MiniGameSummary[]>(gamesPath(source!), { school: librarySchool(source!.library), signal }),
    enabled: open && Boolean(source),
  });
  const list = games.data ?? [];

  const pick = async (summary: MiniGameSummary) => {
    if (!source) return;
    setOpening({ id: summary.id, failed: false });
    try {
      const game = await queryClient.fetchQuery({
        queryKey: ['game-picker', choice, summary.id],
        queryFn: ({ signal }) => requestData<MiniGame>(`${gamesPath(source)}/${summary.id}`, { school: librarySchool(source.library), signal }),
      });
      setOpening(null);
      onPick({ gameId: game.id, game: { title: game.title, content: game.content } });
    } catch {
      setOpening({ id: summary.id, failed: true });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Chọn trò chơi từ ngân hàng" width={760}>
      <div className="space-y-3">
        <SelectField
          label="Ngân hàng câu hỏi"
          placeholder={banks.isPending ? TEXT.loading : 'Chọn ngân hàng'}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          options={banks.sources.map((s) => ({
            value: bankSourceKey(s),
            label: `${s.bank.name}${s.library.level === 'school' ? ' (thư viện trường)' : ''}`,
          }))}
        />
        {banks.isError && <ErrorAlert onRetry={banks.refetch}>{TEXT.loadFailed}</ErrorAlert>}
        {source && games.isPending && (
          <p className="text-slate-500">
            <Spinner /> {TEXT.loading}
          </p>
        )}
        {games.isError && <ErrorAlert onRetry={() => void games.refetch()}>{TEXT.loadFailed}</ErrorAlert>}
        {source && games.isSuccess && list.length === 0 && <p className="text-slate-600">Ngân hàng này chưa có trò chơi.</p>}
        {opening?.failed && <ErrorAlert size="sm">{TEXT.loadFailed}</ErrorAlert>}
        {list.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Trò chơi của ngân hàng">
            {list.map((g) => (
              <li key={g.id}>
                <button
                  type="button"
                  disabled={opening !== null && !opening.failed}
                  onClick={() => void pick(g)}
                  className="flex min-h-16 w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
                >
                  <GameIcon className="size-6 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{g.title}</span>
                    <span className="text-xs text-slate-600">
                      {GAME_KIND_LABELS[g.kind]} · {gameSizeText(g)}
                    </span>
                  </span>
                  {opening?.id === g.id && !opening.failed && <Spinner size="sm" className="ml-auto" />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
