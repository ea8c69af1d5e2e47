// Server configuration, read once from the environment. README.md lists every variable.
import path from 'node:path';
import { loadSpeechConfig, type SpeechConfig } from './speech/config.ts';
import { loadStorageConfig, type StorageConfig } from './platform/storage/config.ts';
import { envFlag as flag } from './platform/env-flag.ts';
import { loadSecretsKey, type SecretsKey } from './mail/secrets.ts';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder of the embedded PGlite database, or memory:// for a throwaway one (browser tests). */
  dataDir: string;
  /** Folder where mail is written when no SMTP server is configured. */
  mailDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Seals the secrets kept in the database (SMTP account passwords): mail/secrets.ts says what happens without it. */
  secretsKey: SecretsKey;
  /** Public address of the app, used in links inside mails. */
  appUrl: string;
  /** Folder of the built app served in production. */
  staticDir: string;
  /** Where uploaded and generated files are kept (server/src/platform/storage/config.ts). */
  storage: StorageConfig;
  /** Pronunciation scoring providers (server/src/speech/config.ts). */
  speech: SpeechConfig;
  /** Behind a reverse proxy or load balancer: the caller's address is the first X-Forwarded-For hop. */
  trustProxy: boolean;
  /** Behind HTTPS: browsers are told to use HTTPS only (HSTS, upgrade-insecure-requests). */
  httpsOnly: boolean;
  /** Origin of the external feedback form the help dialog embeds (the only frame the app may show). */
  feedbackFormOrigin?: string;
}

/** The origin of a URL, or undefined when it is not an http(s) URL. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR ?? '.data/pglite'),
    mailDir: path.resolve(env.MAIL_DIR ?? '.data/mail'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lớp học số <no-reply@lophocso.local>',
    secretsKey: loadSecretsKey(env.SECRETS_KEY || undefined, production),
    appUrl,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    storage: loadStorageConfig(env),
    speech: loadSpeechConfig(env),
    httpsOnly: flag(env.HTTPS_ONLY, appUrl.startsWith('https://')),
    trustProxy: flag(env.TRUST_PROXY, false),
    // The app is built with VITE_FEEDBACK_FORM_URL; a server started from the same environment allows its origin.
    feedbackFormOrigin: originOf(env.FEEDBACK_FORM_ORIGIN) ?? originOf(env.VITE_FEEDBACK_FORM_URL),
  };
}
