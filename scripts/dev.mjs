// npm run dev: the API server (tsx watch, restarts on server changes) and the Vite dev server (proxies /api to it)
// side by side. Ctrl-C stops both; if either one dies, the other is stopped too so nothing is left running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const port = process.env.PORT ?? '3000';

const children = [
  spawn(bin('tsx'), ['watch', 'server/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${port}` } }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

for (const child of children) {
  child.on('exit', (code, signal) => stopAll(code ?? (signal ? 0 : 1)));
  child.on('error', (e) => {
    console.error(e.message);
    stopAll(1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
