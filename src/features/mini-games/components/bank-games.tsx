// The mini games of a bank or an exam, under its questions: each to play (by touch, offline once opened), and — for
// those who may change it — to add from its questions, edit and delete.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ActionMenu } from '@/components/ui/action-menu.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { GAME_KIND_LABELS, GAME_KINDS, gameSizeText, type GameKind, type MiniGameSummary } from '@/shared/mini-game.ts';
import { bankGamesQueryOptions } from '../api/get-games.ts';
import { OWNER_WORDS, type GameOwnerType } from '../game-owner.ts';
import { useDeleteGame } from '../api/save-game.ts';

export interface GameLinks {
  /** Where a game is played; without it (an exam's games) the editor's "Chơi thử" plays it. */
  play?: (gameId: number) => string;
  edit: (gameId: number) => string;
  add: (kind: GameKind) => string;
}

export interface BankGamesProps {
  library: LibraryRef;
  /** The bank's id, or the exam's when `owner` is 'exam'. */
  bankId: number;
  owner?: GameOwnerType;
  editable: boolean;
  links: GameLinks;
}

export function BankGames({ library, bankId, owner = 'question', editable, links }: BankGamesProps) {
  const games = useQuery(bankGamesQueryOptions(library, bankId, owner));
  const remove = useDeleteGame(library, bankId, owner);
  const { of } = OWNER_WORDS[owner];
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<MiniGameSummary | null>(null);

  return (
    <section aria-labelledby="bank-games" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bank-games" className="text-lg font-semibold text-slate-900">
          Trò chơi
        </h2>
        {editable && (
          <ActionMenu
            label="Thêm trò chơi"
            actions={GAME_KINDS.map((kind) => ({ label: GAME_KIND_LABELS[kind], onSelect: () => void navigate({ href: links.add(kind) }) }))}
          />
        )}
      </div>
      {games.isPending ? (
        <p className="text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : games.isError ? (
        <ErrorAlert onRetry={() => void games.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : games.data.length === 0 ? (
        <EmptyState
          title="Chưa có trò chơi nào"
          description={editable ? `Tạo trò chơi nối cặp, sắp xếp, lật thẻ hoặc ô chữ từ các câu hỏi của ${of} để cả lớp cùng chơi.` : undefined}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {games.data.map((g) => (
            <li key={g.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <div className="space-y-1">
                <Badge tone="info">{GAME_KIND_LABELS[g.kind]}</Badge>
                <p className="font-semibold text-slate-900">{g.title}</p>
                <p className="text-sm text-slate-600">{gameSizeText(g)}</p>
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                {links.play && (
                  <Link to={links.play(g.id)} className={buttonClass('primary', 'sm')} aria-label={`Chơi ${g.title}`}>
                    Chơi
                  </Link>
                )}
                {editable && (
                  <>
                    <Link to={links.edit(g.id)} className={buttonClass('secondary', 'sm')} aria-label={`Sửa ${g.title}`}>
                      Sửa
                    </Link>
                    <Button size="sm" variant="secondary" onClick={() => setDeleting(g)} aria-label={`Xoá ${g.title}`}>
                      {TEXT.delete}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Xoá trò chơi"
        message={`Xoá trò chơi “${deleting?.title ?? ''}”? Các câu hỏi của ${of} vẫn giữ nguyên.`}
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              toast.success(MSG.gameDeleted);
              setDeleting(null);
            },
            onError: (e) => handleApiError(e),
          })
        }
      />
    </section>
  );
}
