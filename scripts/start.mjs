// npm start: builds the app and the server bundle (output shown only if the build fails), then runs the server in
// production mode. The server's address is the last line printed; Ctrl-C or SIGTERM on this process stops it too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function quietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('exit', (code) => resolve({ code, output: Buffer.concat(output).toString() }));
  });
}

console.log('Đang build ứng dụng...');
const build = await quietly(bin('vite'), ['build']);
if (build.code !== 0) {
  process.stderr.write(build.output);
  console.error('Build thất bại.');
  process.exit(build.code ?? 1);
}
await buildServer();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// The terminal sends Ctrl-C to the whole group; a SIGTERM sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// npm does not pass a SIGTERM on to the script it runs: when npm is gone (this process was handed to another parent),
// the server stops too instead of holding the port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
