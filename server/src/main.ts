// Starts the reference server: database (PGlite folder or DATABASE_URL), first-start seed, API, and in production the
// built app with a history-mode fallback to index.html.
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createMailer } from './mail/mailer.ts';
import { createApp } from './app.ts';
import { startExamSweep } from './exams/sweep.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ?? config.dataDir);
const seeded = await seedIfEmpty(database.db);
const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const app = createApp({ db: database.db, config, mailer });
startExamSweep(database.db);

if (config.production) {
  const root = path.relative(process.cwd(), config.staticDir) || '.';
  if (!existsSync(path.join(config.staticDir, 'index.html'))) {
    console.error(`Không tìm thấy bản build của ứng dụng trong ${config.staticDir}. Hãy chạy "npm run build".`);
    process.exit(1);
  }
  const indexHtml = await readFile(path.join(config.staticDir, 'index.html'), 'utf8');
  // The service worker and the HTML must always be revalidated so that updates reach installed apps;
  // hashed assets are immutable.
  app.use('*', async (c, next) => {
    await next();
    const p = c.req.path;
    if (p.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    else if (p === '/sw.js' || p.endsWith('.html') || p.endsWith('.webmanifest')) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
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
