// The database schema: one Drizzle table per entity, in parts that import only the parts below them (core ← library ←
// content ← missions ← attempts; core ← files ← speech; files ← tasks; core ← announcements; library, files ← media; library, files ← books; lectures, media, books ← coursewares; core ← group-join; core ← email; core ← feedback; library ← schedules; library ← experiments; lectures, experiments ← stem). Migrations in server/drizzle are generated from this file (`npm run db:generate`) and
// applied identically on PGlite and PostgreSQL.
export * from './schema-core.ts';
export * from './schema-library.ts';
export * from './schema-content.ts';
export * from './schema-lectures.ts';
export * from './schema-missions.ts';
export * from './schema-attempts.ts';
export * from './schema-files.ts';
export * from './schema-speech.ts';
export * from './schema-tasks.ts';
export * from './schema-announcements.ts';
export * from './schema-media.ts';
export * from './schema-books.ts';
export * from './schema-coursewares.ts';
export * from './schema-group-join.ts';
export * from './schema-feedback.ts';
export * from './schema-email.ts';
export * from './schema-schedules.ts';
export * from './schema-limits.ts';
export * from './schema-experiments.ts';
export * from './schema-stem.ts';
