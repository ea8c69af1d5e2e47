// Probes for a load balancer or an orchestrator: /healthz says the process is alive; /readyz says it should get
// traffic (the database answers with every migration applied, and the server is not shutting down).
import { Hono } from 'hono';

export interface Readiness {
  /** The database answers and is fully migrated. */
  database(): Promise<boolean>;
  /** True once a shutdown began: the balancer should stop sending new requests here. */
  draining(): boolean;
}

export function probes(readiness: Readiness) {
  return new Hono()
    .get('/healthz', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }))
    .get('/readyz', async (c) => {
      const draining = readiness.draining();
      const database = !draining && (await readiness.database());
      const ok = database && !draining;
      return c.json({ ok, database, draining }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
    });
}
