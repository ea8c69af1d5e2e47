// The live input level while recording: an AnalyserNode on the microphone stream, read as RMS mapped to 0–1 on a
// decibel scale (−60 dB … 0 dB), so a quiet voice still moves the bar visibly.
export interface LevelSource {
  /** 0 (silence) … 1 (full scale). */
  read(): number;
  close(): void;
}

export function levelFromSamples(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.max(0, Math.min(1, (db + 60) / 60));
}

export function createLevelSource(stream: MediaStream): LevelSource {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const buffer = new Float32Array(analyser.fftSize);
  return {
    read() {
      analyser.getFloatTimeDomainData(buffer);
      return levelFromSamples(buffer);
    },
    close() {
      void context.close().catch(() => undefined);
    },
  };
}
