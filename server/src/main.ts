// Starts the reference server: database (PGlite folder or DATABASE_URL), first-start seed, API, and in production the
// built app (server/src/http/static-app.ts).
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed.ts';
import { createMailer } from './mail/mailer.ts';
import { createApp } from './app.ts';
import { startExamSweep } from './exams/sweep.ts';
import { mountStaticApp } from './http/static-app.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ?? config.dataDir);
const seeded = await seedIfEmpty(database.db);
const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const app = createApp({ db: database.db, config, mailer });
startExamSweep(database.db);

if (config.production) {
  try {
    mountStaticApp(app, config.staticDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Máy chủ đang chạy tại http://localhost:${info.port}${seeded ? ' (đã tạo dữ liệu mẫu)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
