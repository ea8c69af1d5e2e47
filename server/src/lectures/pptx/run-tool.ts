// Runs one external converter in a process group of its own, so a deadline or a cancel kills it together with every
// helper it started: `soffice` is a wrapper script that starts oosplash, which starts soffice.bin, and killing only
// the first would leave a LibreOffice running with its memory and its profile lock.
import { spawn } from 'node:child_process';
import { PptxConvertError } from './errors.ts';

export interface RunOptions {
  /** Epoch milliseconds after which the whole group is killed. */
  deadline: number;
  signal?: AbortSignal | undefined;
  env?: NodeJS.ProcessEnv;
  /** Called with each complete line the tool writes (stdout or stderr). */
  onLine?: (line: string) => void;
}

export interface RunResult {
  code: number | null;
  /** The last few kilobytes of what the tool wrote, for error details. */
  output: string;
}

const TAIL_CHARS = 4000;

export function runTool(command: string, args: string[], opts: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(opts.signal.reason);
    const left = opts.deadline - Date.now();
    if (left <= 0) return reject(new PptxConvertError('timeout', `${command} not started: no time left`));

    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: opts.env });
    let tail = '';
    let partial = '';
    let failure: unknown;
    let settled = false;

    const collect = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail = (tail + text).slice(-TAIL_CHARS);
      if (!opts.onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) opts.onLine(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);

    const kill = (why: unknown) => {
      failure ??= why;
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => kill(new PptxConvertError('timeout', `${command} killed after ${left} ms`)), left);
    const onAbort = () => kill(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    const settle = (error: unknown, result?: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (error !== undefined) reject(error);
      else if (result) resolve(result);
    };
    child.on('error', (err: NodeJS.ErrnoException) => {
      const reason = err.code === 'ENOENT' ? 'missing' : 'failed';
      settle(failure ?? new PptxConvertError(reason, `${command}: ${err.message}`));
    });
    // 'close' waits until every process holding the output pipes has ended, the grandchildren included.
    child.on('close', (code) => settle(failure, { code, output: tail }));
  });
}
