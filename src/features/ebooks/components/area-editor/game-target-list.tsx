// The games an area can open: a mini game of one of the system's banks (the only ones a book may show), chosen from
// the bank's games. The chosen game is read whole so the area shows it at once; the server copies it when saved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GameIcon } from '@/components/mini-game/game-icon.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { requestData } from '@/lib/http.ts';
import type { AreaTarget } from '@/shared/book.ts';
import { GAME_KIND_LABELS, gameSizeText, type MiniGame, type MiniGameSummary } from '@/shared/mini-game.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { SystemBankField, systemBankPath } from './system-bank-field.tsx';

const gamesPath = (bankId: string) => systemBankPath(bankId, 'mini_games');

export const gameTarget = (g: MiniGame): AreaTarget => ({ type: 'game', gameId: g.id, game: { title: g.title, content: g.content } });

export function GameTargetList({ chosenId, onPick }: { chosenId: number | null; onPick: (target: AreaTarget) => void }) {
  const queryClient = useQueryClient();
  const [bankId, setBankId] = useState('');
  const [opening, setOpening] = useState<{ id: number; failed: boolean } | null>(null);
  const games = useQuery({
    queryKey: ['book-area-games', bankId],
    queryFn: ({ signal }) => requestData<MiniGameSummary[]>(gamesPath(bankId), { signal }),
    enabled: bankId !== '',
  });
  const list = games.data ?? [];
  const pick = async (g: MiniGameSummary) => {
    setOpening({ id: g.id, failed: false });
    try {
      const game = await queryClient.fetchQuery({
        queryKey: ['book-area-games', bankId, g.id],
        queryFn: ({ signal }) => requestData<MiniGame>(`${gamesPath(bankId)}/${g.id}`, { signal }),
      });
      setOpening(null);
      onPick(gameTarget(game));
    } catch {
      setOpening({ id: g.id, failed: true });
    }
  };
  return (
    <div className="space-y-3">
      <SystemBankField bankId={bankId} onChange={setBankId} optionLabel={(b) => b.name} />
      {bankId !== '' && games.isPending && (
        <p className="text-slate-600">
          <Spinner size="sm" /> {TEXT.loading}
        </p>
      )}
      {games.isError && (
        <ErrorAlert size="sm" onRetry={() => void games.refetch()}>
          {TEXT.loadFailed}
        </ErrorAlert>
      )}
      {opening?.failed && <ErrorAlert size="sm">{TEXT.loadFailed}</ErrorAlert>}
      {games.isSuccess && list.length === 0 && <p className="text-slate-600">Ngân hàng này chưa có trò chơi.</p>}
      {list.length > 0 && (
        <ul aria-label="Trò chơi của ngân hàng" className="space-y-2">
          {list.map((g) => (
            <li
              key={g.id}
              className={`flex items-center gap-3 rounded-lg border p-3 ${g.id === chosenId ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
            >
              <GameIcon className="size-6 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{g.title}</p>
                <p className="text-xs text-slate-600">
                  {GAME_KIND_LABELS[g.kind]} · {gameSizeText(g)}
                </p>
              </div>
              <Button
                size="sm"
                variant={g.id === chosenId ? 'primary' : 'secondary'}
                className="shrink-0"
                loading={opening?.id === g.id && !opening.failed}
                onClick={() => void pick(g)}
              >
                {g.id === chosenId ? 'Đang chọn' : 'Chọn'}
                <span className="sr-only"> {g.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
