// Making or editing a mini game (spec §2 add-mini-game, game/{gameId}/edit, /library/games/…): its name, its kind and
// its rows — pairs, ordering rounds or crossword words — first drafted from the questions of its bank or exam, then
// edited by hand, and tried out before it is saved. Checked by the shared schema before it is sent; a refusal puts its
// messages under the fields and keeps what was typed.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { Button, backLinkClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { reportFormError } from '@/lib/form-errors.ts';
import { mappedResolver } from '@/lib/mapped-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import type { LibraryItem } from '@/shared/library.ts';
import { GAME_KIND_HINTS, GAME_KIND_LABELS, GAME_KINDS, GAME_LIMITS as L, gameSize, gridLetters, type GameKind, type MiniGame } from '@/shared/mini-game.ts';
import { miniGameSchema, type MiniGameInput } from '@/shared/schemas/mini-game.ts';
import { useSaveGame } from '../api/save-game.ts';
import { OWNER_WORDS, type GameOwnerType } from '../game-owner.ts';
import { GameBoard } from '@/components/mini-game/game-board.tsx';
import { draftFromQuestions, minimumRows, withMinimumRows } from '../from-questions.ts';
import { formFromContent, formFromGame, formPath, inputFromForm, type GameForm } from '../game-form.ts';

interface RowsProps {
  control: Control<GameForm>;
  register: UseFormRegister<GameForm>;
  errors: FieldErrors<GameForm>;
}

const rowClass = 'grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start';
const removeLabel = (what: string) => (
  <>
    Xoá<span className="sr-only"> {what}</span>
  </>
);

function PairRows({ control, register, errors, max }: RowsProps & { max: number }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'pairs' });
  return (
    <div className="space-y-3">
      {fields.map((field, i) => (
        <div key={field.id} className={rowClass}>
          <TextField label={`Cặp ${i + 1} – vế thứ nhất`} error={errors.pairs?.[i]?.left?.message} {...register(`pairs.${i}.left`)} />
          <TextField label={`Cặp ${i + 1} – vế thứ hai`} error={errors.pairs?.[i]?.right?.message} {...register(`pairs.${i}.right`)} />
          <Button size="sm" variant="ghost" className="text-red-700 sm:mt-6" disabled={fields.length <= 1} onClick={() => remove(i)}>
            {removeLabel(`cặp ${i + 1}`)}
          </Button>
        </div>
      ))}
      <RowsError message={errors.pairs?.root?.message} />
      <Button size="sm" variant="secondary" disabled={fields.length >= max} onClick={() => append({ left: '', right: '' })}>
        Thêm cặp
      </Button>
    </div>
  );
}

function RoundRows({ control, register, errors }: RowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rounds' });
  return (
    <div className="space-y-3">
      {fields.map((field, i) => (
        <div key={field.id} className={rowClass}>
          <TextField label={`Lượt ${i + 1} – yêu cầu`} error={errors.rounds?.[i]?.prompt?.message} {...register(`rounds.${i}.prompt`)} />
          <TextAreaField
            label={`Lượt ${i + 1} – các mục theo đúng thứ tự (mỗi dòng một mục)`}
            rows={4}
            error={errors.rounds?.[i]?.itemsText?.message}
            {...register(`rounds.${i}.itemsText`)}
          />
          <Button size="sm" variant="ghost" className="text-red-700 sm:mt-6" disabled={fields.length <= 1} onClick={() => remove(i)}>
            {removeLabel(`lượt ${i + 1}`)}
          </Button>
        </div>
      ))}
      <RowsError message={errors.rounds?.root?.message} />
      <Button size="sm" variant="secondary" disabled={fields.length >= L.rounds.max} onClick={() => append({ prompt: '', itemsText: '' })}>
        Thêm lượt
      </Button>
    </div>
  );
}

function WordRows({ control, register, errors }: RowsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'words' });
  const words = useWatch({ control, name: 'words' });
  return (
    <div className="space-y-3">
      {fields.map((field, i) => {
        const letters = gridLetters(words[i]?.answer ?? '');
        return (
          <div key={field.id} className={rowClass}>
            <TextField label={`Từ ${i + 1} – gợi ý`} error={errors.words?.[i]?.clue?.message} {...register(`words.${i}.clue`)} />
            <TextField
              label={`Từ ${i + 1} – đáp án`}
              error={errors.words?.[i]?.answer?.message}
              hint={letters ? `Trong ô chữ: ${letters} (${letters.length} chữ cái)` : undefined}
              {...register(`words.${i}.answer`)}
            />
            <Button size="sm" variant="ghost" className="text-red-700 sm:mt-6" disabled={fields.length <= 1} onClick={() => remove(i)}>
              {removeLabel(`từ ${i + 1}`)}
            </Button>
          </div>
        );
      })}
      <RowsError message={errors.words?.root?.message} />
      <Button size="sm" variant="secondary" disabled={fields.length >= L.words.max} onClick={() => append({ clue: '', answer: '' })}>
        Thêm từ
      </Button>
    </div>
  );
}

function RowsError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

export interface GameEditorPageProps {
  library: LibraryRef;
  /** The bank's id, or the exam's when `owner` is 'exam'. */
  bankId: number;
  owner?: GameOwnerType;
  /** null: a new game of `kind`. */
  game: MiniGame | null;
  kind: GameKind;
  /** The owner's questions, the new game's first draft. */
  questions: BankQuestion[];
  bankHref: string;
  /** After a save: the saved game. */
  onDone: (game: MiniGame | null) => void;
}

export function GameEditorPage({ library, bankId, owner = 'question', game, kind, questions, bankHref, onDone }: GameEditorPageProps) {
  const { data: bank } = useSuspenseQuery(libraryItemQueryOptions<LibraryItem>(owner, library, bankId));
  const save = useSaveGame(library, bankId, owner);
  const words = OWNER_WORDS[owner];
  const [preview, setPreview] = useState<MiniGameInput | null>(null);
  const [initial] = useState(() => {
    if (game) return { form: formFromGame(game), short: false };
    const draft = draftFromQuestions(kind, questions);
    // Fewer fitting questions than the kind needs: empty rows to write by hand, and a word saying why.
    return {
      form: formFromContent(`${GAME_KIND_LABELS[kind]} – ${bank.name}`.slice(0, L.title), withMinimumRows(draft)),
      short: gameSize(draft) < minimumRows(kind),
    };
  });
  const form = useForm<GameForm>({ resolver: mappedResolver(miniGameSchema, inputFromForm, formPath), defaultValues: initial.form });
  const current = useWatch({ control: form.control, name: 'kind' });
  const [redrafting, setRedrafting] = useState(false);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: game?.id ?? null, input: inputFromForm(values) });
      toast.success(MSG.gameSaved);
      onDone(saved);
    } catch (e) {
      reportFormError(e, form.setError, (key) => formPath(key) as Path<GameForm>);
    }
  });

  // "Chơi thử": the game as it now stands, once it passes the checks a save would (their messages show otherwise).
  const tryOut = async () => {
    if (await form.trigger()) setPreview(inputFromForm(form.getValues()));
  };

  const redraft = () => {
    const draft = formFromContent(form.getValues('title'), withMinimumRows(draftFromQuestions(current, questions)));
    if (current === 'ordering') form.setValue('rounds', draft.rounds);
    else if (current === 'crossword') form.setValue('words', draft.words);
    else form.setValue('pairs', draft.pairs);
    setRedrafting(false);
  };
  const rows = { control: form.control, register: form.register, errors };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link to={bankHref} className={backLinkClass}>
        ← {bank.name}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{game ? 'Sửa trò chơi' : 'Thêm trò chơi'}</h1>
      {initial.short && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {words.notEnough}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <TextField label="Tên trò chơi" required error={errors.title?.message} {...form.register('title')} />
          <SelectField label="Loại trò chơi" options={GAME_KINDS.map((k) => ({ value: k, label: GAME_KIND_LABELS[k] }))} {...form.register('kind')} />
        </div>
        <p className="text-sm text-slate-600">{GAME_KIND_HINTS[current]}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">
            {current === 'ordering' ? 'Các lượt sắp xếp' : current === 'crossword' ? 'Các từ của ô chữ' : 'Các cặp'}
          </h2>
          <Button size="sm" variant="secondary" disabled={!questions.length} onClick={() => setRedrafting(true)}>
            {words.redraft}
          </Button>
        </div>
        {current === 'ordering' ? (
          <RoundRows {...rows} />
        ) : current === 'crossword' ? (
          <WordRows {...rows} />
        ) : (
          <PairRows {...rows} max={current === 'memory' ? L.memoryPairs.max : L.pairs.max} />
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => onDone(null)} disabled={form.formState.isSubmitting}>
            {TEXT.cancel}
          </Button>
          <Button variant="secondary" onClick={() => void tryOut()}>
            Chơi thử
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Lưu trò chơi
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={redrafting}
        onClose={() => setRedrafting(false)}
        title={words.redraft}
        message={`Thay các dòng đang có bằng nội dung lấy từ câu hỏi của ${words.of}? Những gì bạn đã sửa ở các dòng này sẽ mất.`}
        confirmLabel="Thay nội dung"
        onConfirm={redraft}
      />
      <Dialog open={preview !== null} onClose={() => setPreview(null)} title="Chơi thử (chưa lưu)" width={1100}>
        {preview && <GameBoard game={preview} heading={2} />}
      </Dialog>
    </div>
  );
}
