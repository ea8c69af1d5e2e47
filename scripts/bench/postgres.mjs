// A throwaway PostgreSQL cluster for the bench's platform figures (as .ci/run makes one for the tests): the
// PostgreSQL binaries of this machine, a temporary data folder, a free port. Null when PostgreSQL is not installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

export async function startThrowawayPostgres() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = path.join(root, version, 'bin');
  if (!existsSync(path.join(bin, 'initdb'))) return null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (cmd) => (asRoot ? execFileSync('su', ['postgres', '-c', cmd], { stdio: 'ignore' }) : execFileSync('sh', ['-c', cmd], { stdio: 'ignore' }));
  if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const user = asRoot ? 'postgres' : process.env.USER || 'postgres';
  run(`${bin}/initdb -D ${dataDir} -U ${user} --auth=trust -E UTF8`);
  run(`${bin}/pg_ctl -D ${dataDir} -o '-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off' -l ${dataDir}/log -w start`);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(
        asRoot ? 'su' : 'sh',
        asRoot ? ['postgres', '-c', `${bin}/pg_ctl -D ${dataDir} -m fast stop`] : ['-c', `${bin}/pg_ctl -D ${dataDir} -m fast stop`],
        { stdio: 'ignore' },
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
