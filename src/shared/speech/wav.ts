// WAV in and out, and resampling: the upload format of recordings and the engine's 16 kHz mono Float32 input.
import { SpeechError } from './errors.ts';
import { SPEECH_SAMPLE_RATE } from './types.ts';

/** 16-bit PCM mono WAV of samples in [-1, 1]. */
export function encodeWav(pcm: Float32Array, sampleRate = SPEECH_SAMPLE_RATE): Uint8Array {
  const out = new Uint8Array(44 + pcm.length * 2);
  const v = new DataView(out.buffer);
  const tag = (at: number, s: string) => {
    for (let i = 0; i < 4; i++) v.setUint8(at + i, s.charCodeAt(i));
  };
  tag(0, 'RIFF');
  v.setUint32(4, 36 + pcm.length * 2, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, sampleRate, true);
  v.setUint32(28, sampleRate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  tag(36, 'data');
  v.setUint32(40, pcm.length * 2, true);
  for (let i = 0; i < pcm.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm[i]!));
    v.setInt16(44 + i * 2, s < 0 ? s * 32768 : s * 32767, true);
  }
  return out;
}

/** Reads a RIFF WAV (PCM 8/16/24/32-bit or IEEE float 32), mixing channels down to mono. */
export function decodeWav(bytes: Uint8Array): { pcm: Float32Array; sampleRate: number } {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const str = (at: number) => String.fromCharCode(v.getUint8(at), v.getUint8(at + 1), v.getUint8(at + 2), v.getUint8(at + 3));
  if (bytes.byteLength < 44 || str(0) !== 'RIFF' || str(8) !== 'WAVE') throw new SpeechError('badAudio');
  let at = 12;
  let format = 0,
    channels = 0,
    sampleRate = 0,
    bits = 0;
  while (at + 8 <= bytes.byteLength) {
    const id = str(at);
    const size = v.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      format = v.getUint16(body, true);
      channels = v.getUint16(body + 2, true);
      sampleRate = v.getUint32(body + 4, true);
      bits = v.getUint16(body + 14, true);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
      if (format === 0xfffe && size >= 26) format = v.getUint16(body + 24, true);
    } else if (id === 'data') {
      if (!channels || !sampleRate || (format !== 1 && format !== 3)) throw new SpeechError('badAudio');
      const width = bits / 8;
      const end = Math.min(bytes.byteLength, body + size);
      const frames = Math.floor((end - body) / (width * channels));
      const pcm = new Float32Array(frames);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += sample(v, body + (f * channels + c) * width, format, bits);
        pcm[f] = sum / channels;
      }
      return { pcm, sampleRate };
    }
    at = body + size + (size & 1);
  }
  throw new SpeechError('badAudio');
}

function sample(v: DataView, at: number, format: number, bits: number): number {
  if (format === 3 && bits === 32) return v.getFloat32(at, true);
  if (format === 3 && bits === 64) return v.getFloat64(at, true);
  switch (bits) {
    case 8:
      return (v.getUint8(at) - 128) / 128;
    case 16:
      return v.getInt16(at, true) / 32768;
    case 24:
      return (v.getUint8(at) | (v.getUint8(at + 1) << 8) | (v.getInt8(at + 2) << 16)) / 8388608;
    case 32:
      return v.getInt32(at, true) / 2147483648;
    default:
      throw new SpeechError('badAudio');
  }
}

/** Band-limited enough for speech: averages over the source span when downsampling, linear interpolation otherwise. */
export function resample(pcm: Float32Array, fromRate: number, toRate = SPEECH_SAMPLE_RATE): Float32Array {
  if (fromRate === toRate) return pcm;
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(pcm.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = i * ratio;
    if (ratio > 1) {
      const a = Math.floor(start);
      const b = Math.min(pcm.length, Math.floor(start + ratio));
      let sum = 0;
      for (let j = a; j < b; j++) sum += pcm[j]!;
      out[i] = b > a ? sum / (b - a) : 0;
    } else {
      const a = Math.floor(start);
      const t = start - a;
      out[i] = (pcm[a] ?? 0) * (1 - t) + (pcm[a + 1] ?? pcm[a] ?? 0) * t;
    }
  }
  return out;
}

/** Any WAV → the engine's format. */
export function wavToEnginePcm(bytes: Uint8Array): Float32Array {
  const { pcm, sampleRate } = decodeWav(bytes);
  return resample(pcm, sampleRate, SPEECH_SAMPLE_RATE);
}
