// Speech-scoring configuration (README: configuration table): which provider scores scripted practice, and the
// ELSA-compatible cloud service that also enables unscripted (free speaking) practice.

export interface SpeechConfig {
  /** 'embedded' (default: soundswallower in this process, no network) or 'elsa' (the cloud service below). */
  scriptedProvider: 'embedded' | 'elsa';
  /** Base URL of an ELSA-compatible API, e.g. https://api.elsanow.io/api/v1 ; unset: no cloud provider. */
  elsaUrl?: string;
  elsaToken?: string;
  /** Cloud calls give up after this many milliseconds (then 502, the outbox retries later). */
  elsaTimeoutMs: number;
}

export function loadSpeechConfig(env: NodeJS.ProcessEnv): SpeechConfig {
  const elsaUrl = env.ELSA_API_URL?.replace(/\/+$/, '') || undefined;
  const wanted = env.SPEECH_SCRIPTED_PROVIDER === 'elsa' ? 'elsa' : 'embedded';
  return {
    // Asking for ELSA without configuring it falls back to the embedded engine rather than failing every call.
    scriptedProvider: wanted === 'elsa' && elsaUrl ? 'elsa' : 'embedded',
    elsaUrl,
    elsaToken: env.ELSA_API_TOKEN || undefined,
    elsaTimeoutMs: Number(env.ELSA_TIMEOUT_MS ?? 20000),
  };
}
