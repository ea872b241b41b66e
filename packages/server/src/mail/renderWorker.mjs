// The render thread's entry: Node runs plain JavaScript in a worker, so tsx loads the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorker.ts');
