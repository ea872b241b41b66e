/**
 * Where a V8 CPU profile's time goes (`node --cpu-prof`'s `.cpuprofile`): self time per category
 * and per function. `profileSummary.ts` is the command line around it.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 writes it. */
  lineNumber: number;
  columnNumber?: number;
  scriptId?: string | number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds. */
  startTime: number;
  endTime: number;
  /** The node sampled at each tick. */
  samples: number[];
  /** Microseconds since the previous sample (the first: since `startTime`). */
  timeDeltas: number[];
}

/** The categories, in the order a summary lists them when tied. */
export const categories = [
  'render: react-dom/server and the app',
  'compression: zlib, brotli',
  'database: PGlite (wasm), pg, drizzle',
  'fastify and its plugins',
  'fast lane',
  'server code (other)',
  'node:http and the network',
  'JSON',
  'logging: pino',
  'startup: loading modules',
  'node (other)',
  'other packages',
  'GC',
  '(program): V8 and native',
  'idle',
] as const;
export type Category = (typeof categories)[number];

/** Node's modules whose time is their caller's: React's text encoding, the socket's buffers… */
const helpers =
  /^node:(internal\/)?(encoding|buffer|util|validators|errors|events|event_target|timers|process\/task_queues|async_hooks|async_context_frame)(\/|$)/;

/** Each category's one word, for the list of functions. */
export const shortNames: Record<Category, string> = {
  'render: react-dom/server and the app': 'render',
  'compression: zlib, brotli': 'compression',
  'database: PGlite (wasm), pg, drizzle': 'database',
  'fastify and its plugins': 'fastify',
  'fast lane': 'fast lane',
  'server code (other)': 'server',
  'node:http and the network': 'network',
  JSON: 'JSON',
  'logging: pino': 'logging',
  'startup: loading modules': 'startup',
  'node (other)': 'node',
  'other packages': 'packages',
  GC: 'GC',
  '(program): V8 and native': 'program',
  idle: 'idle',
};

/** A frame's category from its own URL and name alone; undefined when it says nothing (a native). */
export function categoryOfFrame({ functionName, url }: CallFrame): Category | undefined {
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(program)') return '(program): V8 and native';
  const path = url.replaceAll('\\', '/');
  if (path === '') {
    // Natives called from JavaScript: only a few names say what they are.
    if (/^(JSON\.)?(parse|stringify)$/.test(functionName)) return 'JSON';
    return undefined;
  }
  // Node's helpers (text encoding, buffers, events, ticks, async hooks) work for their caller.
  if (helpers.test(path)) return undefined;
  if (path.startsWith('wasm://')) return 'database: PGlite (wasm), pg, drizzle';
  const pkg = packageOf(path);
  if (pkg !== undefined) {
    if (/^(react|react-dom|scheduler|valtio|proxy-compare|wouter|regexparam|@job\/ui)$/.test(pkg))
      return 'render: react-dom/server and the app';
    // readable-stream and minipass: @fastify/compress's streams, which carry the page into zlib.
    if (/^(@fastify\/compress|@fastify\/accept-negotiator|minipass|readable-stream)$/.test(pkg))
      return 'compression: zlib, brotli';
    if (/^(@electric-sql\/pglite|pg|pg-.*|postgres-.*|drizzle-orm)$/.test(pkg))
      return 'database: PGlite (wasm), pg, drizzle';
    if (/^(fast-json-stringify|secure-json-parse|fast-uri|json-schema-ref-resolver)$/.test(pkg))
      return 'JSON';
    if (/^(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact)$/.test(pkg))
      return 'logging: pino';
    if (
      /^(fastify|@fastify\/.*|find-my-way|avvio|light-my-request|ajv|ajv-.*|fast-querystring|fast-decode-uri-component|toad-cache|rfdc|abstract-logging|process-warning|proxy-addr|helmet|content-type|safe-regex2|ret|fast-content-type-parse|fastify-plugin)$/.test(
        pkg,
      )
    )
      return 'fastify and its plugins';
    if (/^(tsx|esbuild|get-tsconfig)$/.test(pkg)) return 'startup: loading modules';
    return 'other packages';
  }
  if (/\/packages\/server\/src\/cache\/fastLane\./.test(path)) return 'fast lane';
  if (/\/packages\/app\/(dist\/server|src)\//.test(path) || /\/packages\/ui\//.test(path))
    return 'render: react-dom/server and the app';
  if (/\/packages\/(server|contract)\//.test(path)) return 'server code (other)';
  if (/^node:(zlib|internal\/zlib)/.test(path) || /(^|\/)zlib\.js$/.test(path))
    return 'compression: zlib, brotli';
  if (
    /^node:(_http_|http|https|net|stream|dns|tls|internal\/(http|net|stream|streams|stream_base_commons|dns|js_stream_socket|url))/.test(
      path,
    ) ||
    /^node:(url|querystring)$/.test(path)
  )
    return 'node:http and the network';
  if (/^node:internal\/(modules|bootstrap|main|process\/pre_execution|vm|fs)/.test(path))
    return 'startup: loading modules';
  if (path.startsWith('node:')) return 'node (other)';
  return 'other packages';
}

/** The npm package a file belongs to (`@scope/name` or `name`), undefined outside node_modules. */
export function packageOf(path: string): string | undefined {
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = path.slice(at + '/node_modules/'.length).split('/');
  if (first === undefined || first === '') return undefined;
  return first.startsWith('@') && second !== undefined ? `${first}/${second}` : first;
}

/** A path short enough to read: from the package in node_modules, or from `packages/`. */
export function shortFile(url: string): string {
  if (url === '') return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const at = path.lastIndexOf('/node_modules/');
  if (at >= 0) return path.slice(at + '/node_modules/'.length);
  const inRepo = path.lastIndexOf('/packages/');
  if (inRepo >= 0) return path.slice(inRepo + 1);
  return path;
}

export interface FunctionTime {
  functionName: string;
  file: string;
  /** 1-based. */
  line: number;
  category: Category;
  selfMs: number;
}

export interface Summary {
  /** All sampled time in the window, milliseconds. */
  totalMs: number;
  samples: number;
  byCategory: { category: Category; selfMs: number }[];
  /** Functions by self time, most first (GC, idle and program left out: they are categories). */
  functions: FunctionTime[];
}

export interface Window {
  /** Seconds from the profile's start: samples before it are left out. */
  fromS?: number;
  /** Seconds from the profile's start: samples after it are left out. */
  toS?: number;
}

/**
 * Self time per category and per function. Each sample counts for the time until the next one
 * (as Chrome's DevTools counts it; the last sample counts until `endTime`). A native frame with no
 * URL, or one of Node's helpers, is charged to the category of the nearest caller that has one: a
 * zlib binding to compression, a socket write to the network, React's `encodeInto` to rendering.
 */
export function summarize(profile: CpuProfile, window: Window = {}): Summary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const categoryCache = new Map<number, Category>();
  const categoryOf = (id: number): Category => {
    const known = categoryCache.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    let category = node ? categoryOfFrame(node.callFrame) : undefined;
    if (category === undefined) {
      const up = parent.get(id);
      category = up === undefined ? 'node (other)' : categoryOf(up);
    }
    categoryCache.set(id, category);
    return category;
  };

  const selfUs = new Map<number, number>();
  const from = profile.startTime + (window.fromS ?? 0) * 1e6;
  const to =
    window.toS === undefined ? Number.POSITIVE_INFINITY : profile.startTime + window.toS * 1e6;
  let at = profile.startTime;
  let totalUs = 0;
  let samples = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const next =
      i + 1 < profile.samples.length ? at + (profile.timeDeltas[i + 1] ?? 0) : profile.endTime;
    const duration = Math.max(0, next - at);
    if (at < from || at >= to) continue;
    const id = profile.samples[i] as number;
    selfUs.set(id, (selfUs.get(id) ?? 0) + duration);
    totalUs += duration;
    samples++;
  }

  const perCategory = new Map<Category, number>();
  const perFunction = new Map<string, FunctionTime>();
  for (const [id, us] of selfUs) {
    const category = categoryOf(id);
    perCategory.set(category, (perCategory.get(category) ?? 0) + us);
    const frame = byId.get(id)?.callFrame;
    if (!frame || category === 'GC' || category === 'idle' || frame.functionName === '(program)')
      continue;
    const functionName = frame.functionName || '(anonymous)';
    const file = shortFile(frame.url);
    const line = frame.lineNumber + 1;
    const key = `${functionName}\0${file}\0${line}`;
    const entry = perFunction.get(key) ?? { functionName, file, line, category, selfMs: 0 };
    entry.selfMs += us / 1000;
    perFunction.set(key, entry);
  }

  return {
    totalMs: totalUs / 1000,
    samples,
    byCategory: [...perCategory]
      .map(([category, us]) => ({ category, selfMs: us / 1000 }))
      .sort(
        (a, b) =>
          b.selfMs - a.selfMs || categories.indexOf(a.category) - categories.indexOf(b.category),
      ),
    functions: [...perFunction.values()].sort((a, b) => b.selfMs - a.selfMs),
  };
}

const ms = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1);
const share = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a';

/**
 * The summary as plain text: totals, the categories, then the top `top` functions. A line number
 * of 1 is left out: files run through tsx report all their functions on line 1.
 */
export function formatSummary(summary: Summary, { top = 12, title = 'profile' } = {}): string {
  const { totalMs, samples, byCategory, functions } = summary;
  const idle = byCategory.find((c) => c.category === 'idle')?.selfMs ?? 0;
  const lines = [
    `${title}: ${(totalMs / 1000).toFixed(2)} s sampled, ${samples.toLocaleString('en')} samples, ` +
      `${share(totalMs - idle, totalMs)} busy`,
    '',
  ];
  const width = Math.max(...categories.map((c) => c.length));
  lines.push(`${'Category'.padEnd(width)}  ${'self ms'.padStart(9)}  ${'share'.padStart(7)}`);
  for (const { category, selfMs } of byCategory) {
    if (selfMs <= 0) continue;
    lines.push(
      `${category.padEnd(width)}  ${ms(selfMs).padStart(9)}  ${share(selfMs, totalMs).padStart(7)}`,
    );
  }
  lines.push('', `Top ${Math.min(top, functions.length)} functions by self time`);
  for (const f of functions.slice(0, top)) {
    lines.push(
      `${ms(f.selfMs).padStart(9)}  ${share(f.selfMs, totalMs).padStart(7)}  ${f.functionName}  ${f.file}${f.line > 1 ? `:${f.line}` : ''}  [${shortNames[f.category]}]`,
    );
  }
  return lines.join('\n');
}
