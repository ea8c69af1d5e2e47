// A playable waveform (wavesurfer.js) of a recording or a reference audio file, with a play/pause button; the parent
// can play one segment (a word) through the handle.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import { WAVEFORM_HEIGHT_PX } from '@/shared/inline-style-hashes.ts';
import { SPEAKING_MSG } from '../speaking-messages.ts';

export interface WaveformHandle {
  /** Plays [start, end) in seconds. */
  playSegment(start: number, end: number): void;
}

export interface WaveformProps {
  /** Accessible name of the player, e.g. 'Bản ghi của bạn'. */
  label: string;
  blob?: Blob;
  url?: string;
  tone?: 'student' | 'reference';
}

const COLOURS = {
  student: { waveColor: '#93c5fd', progressColor: '#1d4ed8' },
  reference: { waveColor: '#cbd5e1', progressColor: '#475569' },
};

export const Waveform = forwardRef<WaveformHandle, WaveformProps>(function Waveform({ label, blob, url, tone = 'student' }, ref) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current || (!blob && !url)) return;
    const ws = WaveSurfer.create({
      container: container.current,
      height: WAVEFORM_HEIGHT_PX,
      barWidth: 2,
      barGap: 1,
      barRadius: 2,
      cursorWidth: 1,
      ...COLOURS[tone],
    });
    surfer.current = ws;
    setFailed(false);
    ws.on('play', () => setPlaying(true));
    ws.on('pause', () => setPlaying(false));
    ws.on('finish', () => setPlaying(false));
    const loaded = blob ? ws.loadBlob(blob) : ws.load(url!);
    loaded.catch(() => setFailed(true));
    return () => {
      surfer.current = null;
      ws.destroy();
    };
  }, [blob, url, tone]);

  useImperativeHandle(
    ref,
    () => ({
      playSegment(start, end) {
        void surfer.current?.play(start, Math.max(end, start + 0.05)).catch(() => setFailed(true));
      },
    }),
    [],
  );

  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3">
      <figcaption className="mb-2 flex items-center justify-between gap-2 text-sm font-medium text-slate-700">
        <span>{label}</span>
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:opacity-50"
          aria-label={`${playing ? 'Tạm dừng' : 'Phát'}: ${label}`}
          disabled={failed}
          onClick={() => void surfer.current?.playPause().catch(() => setFailed(true))}
        >
          {playing ? '❚❚ Tạm dừng' : '▶ Phát'}
        </button>
      </figcaption>
      <div ref={container} data-testid={`waveform-${tone}`} />
      {failed && <p className="mt-2 text-sm text-red-700">{SPEAKING_MSG.audioUnavailable}</p>}
    </figure>
  );
});
