// /{schoolId}/learning-with-ai: pick a word, sentence or paragraph of the school's English content, listen to the
// reference, record, and see the score — on the device at once (provisional, works offline), then the server's.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { touchTarget } from '@/components/ui/button.tsx';
import { lessonsQueryOptions } from '../api/get-lessons.ts';
import { lessonItemsQueryOptions } from '../api/get-lesson-items.ts';
import { providersQueryOptions } from '../api/get-providers.ts';
import { VOCABULARY_KIND_LABEL, type PracticeItem } from '../api/speaking-types.ts';
import type { ScoringClient } from '../engine/scoring-client.ts';
import { useDeviceEngine } from '../engine/use-device-engine.ts';
import { usePractice } from '../practice/use-practice.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';
import { ContentPicker } from './content-picker.tsx';
import { ALL, filterLessons, initialFilter, type LessonFilter } from '../lesson-filter.ts';
import { ModeTabs, type PracticeMode } from './mode-tabs.tsx';
import { EngineStatus } from './engine-status.tsx';
import { PracticeResult } from './practice-result.tsx';
import { RecorderPanel } from './recorder-panel.tsx';
import { ReferenceAudio } from './reference-audio.tsx';

/** Lessons whose items are fetched ahead, so the student can switch lessons offline. */
const PREFETCH_LESSONS = 30;

export interface PracticePageProps {
  schoolId: number;
  userId: number;
  client: ScoringClient;
  /** The lesson to open with (a suggestion followed from the home page); the first lesson listed otherwise. */
  initialLessonId?: number;
  /** The grades of the student's groups: the lesson list starts on the first the school has lessons for. */
  grades?: number[];
}

export function PracticePage({ schoolId, userId, client, initialLessonId, grades = [] }: PracticePageProps) {
  const queryClient = useQueryClient();
  // useQuery, not suspense: without content the page says the practice content is not on this device yet.
  const lessons = useQuery(lessonsQueryOptions(schoolId));
  const [lessonId, setLessonId] = useState<number | null>(initialLessonId ?? null);
  // Chosen by the student, or started from their grade once the lessons (and their groups) are known.
  const [chosenFilter, setFilter] = useState<LessonFilter | null>(null);
  const filter = chosenFilter ?? (initialLessonId ? { grade: ALL, series: ALL } : initialFilter(lessons.data ?? [], grades));
  const listed = filterLessons(lessons.data ?? [], filter);
  const currentLesson = lessonId ?? listed[0]?.id ?? null;
  // useQuery, not suspense: it waits for a choice made on this screen (enabled), and the screen stays usable meanwhile.
  const items = useQuery({ ...lessonItemsQueryOptions(schoolId, currentLesson ?? 0), enabled: currentLesson !== null });
  const [picked, setPicked] = useState<PracticeItem | null>(null);
  const item = picked && picked.lessonId === currentLesson ? picked : (items.data?.[0] ?? null);
  const engine = useDeviceEngine(client);
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const providers = useQuery(providersQueryOptions(schoolId));
  const [mode, setMode] = useState<PracticeMode>('scripted');
  // Free speaking exists only when the server has a cloud provider for it.
  const free = mode === 'unscripted' && providers.data?.unscripted === true;

  useEffect(() => {
    if (!lessons.data || !navigator.onLine) return;
    for (const l of lessons.data.slice(0, PREFETCH_LESSONS)) void queryClient.prefetchQuery(lessonItemsQueryOptions(schoolId, l.id));
  }, [lessons.data, queryClient, schoolId]);

  const target = useMemo(() => {
    if (free) return { userId, schoolId, lessonId: null, itemId: null, sentence: '', mode: 'unscripted' as const };
    return item ? { userId, schoolId, lessonId: item.lessonId, itemId: item.id, sentence: item.text, mode: 'scripted' as const } : null;
  }, [free, item, userId, schoolId]);
  const practice = usePractice(target, client);
  const { reset } = practice;
  // A new item (or mode) starts a new turn; the previous recording stays in the history.
  const turn = free ? 'free' : `item:${item?.id ?? ''}`;
  const shownTurn = useRef(turn);
  useEffect(() => {
    if (shownTurn.current !== turn) reset();
    shownTurn.current = turn;
  }, [turn, reset]);

  if (!lessons.data) return lessons.isError ? <EmptyState title={SPEAKING_MSG.contentOffline} /> : <PageSpinner />;
  if (lessons.data.length === 0) return <EmptyState title={SPEAKING_MSG.noContent} />;

  return (
    <div className="space-y-4 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">Luyện phát âm AI</h1>
        <Link
          to="/$schoolId/learning-with-ai/speaking-result"
          params={{ schoolId: String(schoolId) }}
          className={`text-sm font-medium text-brand-700 hover:underline ${touchTarget}`}
        >
          Xem lịch sử luyện nói →
        </Link>
      </div>
      {providers.data?.unscripted && <ModeTabs mode={free ? 'unscripted' : 'scripted'} onChange={setMode} />}
      {free ? (
        <div className="max-w-3xl space-y-4">
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{SPEAKING_MSG.freeSpeakingIntro}</p>
          <RecorderPanel save={practice.save} onRecorded={(blob) => void practice.onRecorded(blob)} />
          <PracticeResult practice={practice} reference={null} />
        </div>
      ) : (
        <>
          <EngineStatus state={engine} />
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            <ContentPicker
              lessons={lessons.data}
              listed={listed}
              filter={filter}
              onFilter={(f) => {
                setFilter(f);
                setLessonId(null);
                setPicked(null);
              }}
              lessonId={currentLesson}
              onLesson={(id) => {
                setLessonId(id);
                setPicked(null);
              }}
              items={items.data}
              itemsLoading={items.isPending && currentLesson !== null}
              itemId={item?.id ?? null}
              onItem={setPicked}
            />
            {item ? (
              <div className="min-w-0 space-y-4">
                <div className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{VOCABULARY_KIND_LABEL[item.kind]}</p>
                  <p lang="en" className="mt-1 text-2xl font-semibold text-slate-900">
                    {item.text}
                  </p>
                  {item.phonetic && <p className="mt-1 font-mono text-slate-600">{item.phonetic}</p>}
                  {item.meaning && <p className="mt-1 text-slate-600">{item.meaning}</p>}
                </div>
                <RecorderPanel save={practice.save} onRecorded={(blob) => void practice.onRecorded(blob)} />
                <PracticeResult practice={practice} reference={<ReferenceAudio text={item.text} audioUrl={item.audioUrl} />} />
              </div>
            ) : (
              items.isError && <EmptyState title={SPEAKING_MSG.contentOffline} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
