// Entry of a scoring worker thread: registers tsx (the server runs TypeScript directly) and loads the worker module.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
