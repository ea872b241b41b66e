// A worker thread's entry (workerThread.ts): Node runs plain JavaScript in a worker, so tsx loads
// the TypeScript module it is given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
