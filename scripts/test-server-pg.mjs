// Runs the server API tests a second time on PostgreSQL (TEST_DATABASE_URL, an admin connection that may create
// databases). .ci/run starts PostgreSQL and sets it; without it this step says so and passes.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL chưa đặt: bỏ qua lượt chạy kiểm thử máy chủ trên PostgreSQL (đã chạy trên PGlite).');
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
