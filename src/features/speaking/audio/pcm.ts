// MediaRecorder's compressed recording → 16 kHz mono PCM for the engine, through the browser's own decoder
// (an OfflineAudioContext at 16 kHz decodes and resamples in one step).
import { SPEECH_SAMPLE_RATE } from '@/shared/speech/types.ts';

/** Averages the channels into one (a stereo microphone must not double the level). */
export function mixToMono(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const length = Math.min(...channels.map((c) => c.length));
  const out = new Float32Array(length);
  for (const channel of channels) for (let i = 0; i < length; i++) out[i]! += channel[i]! / channels.length;
  return out;
}

export async function decodeToPcm(blob: Blob): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, SPEECH_SAMPLE_RATE);
  const audio = await context.decodeAudioData(await blob.arrayBuffer());
  return mixToMono(Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i)));
}
