import { describe, expect, it } from 'vitest';
import {
  type CallFrame,
  type CpuProfile,
  categoryOfFrame,
  formatSummary,
  packageOf,
  shortFile,
  summarize,
} from './cpuProfile';

const frame = (functionName: string, url = '', lineNumber = 0): CallFrame => ({
  functionName,
  url,
  lineNumber,
});
const modules = 'file:///repo/node_modules/.pnpm/x@1/node_modules';

describe('packageOf', () => {
  it('names the package after the last node_modules, scoped or not', () => {
    expect(packageOf(`${modules}/react-dom/cjs/server.js`)).toBe('react-dom');
    expect(packageOf(`${modules}/@electric-sql/pglite/dist/index.js`)).toBe('@electric-sql/pglite');
    expect(packageOf('file:///repo/packages/server/src/app.ts')).toBeUndefined();
  });
});

describe('shortFile', () => {
  it('keeps the path from the package or from packages/', () => {
    expect(shortFile(`${modules}/fastify/lib/route.js`)).toBe('fastify/lib/route.js');
    expect(shortFile('file:///repo/packages/server/src/cache/fastLane.ts')).toBe(
      'packages/server/src/cache/fastLane.ts',
    );
    expect(shortFile('node:_http_outgoing')).toBe('node:_http_outgoing');
    expect(shortFile('')).toBe('(native)');
  });
});

describe('categoryOfFrame', () => {
  it.each([
    [frame('(garbage collector)'), 'GC'],
    [frame('(idle)'), 'idle'],
    [frame('(program)'), '(program): V8 and native'],
    [
      frame('renderElement', `${modules}/react-dom/cjs/react-dom-server.node.production.js`),
      'render',
    ],
    [frame('App', 'file:///repo/packages/app/dist/server/entry-server.js'), 'render'],
    [frame('BrotliEncoder', 'node:zlib'), 'compression'],
    [frame('onSend', `${modules}/@fastify/compress/index.js`), 'compression'],
    [frame('_write', `${modules}/readable-stream/lib/internal/streams/writable.js`), 'compression'],
    [frame('$func12', 'wasm://wasm/0123abcd'), 'database'],
    [frame('query', `${modules}/pg/lib/client.js`), 'database'],
    [frame('route', `${modules}/find-my-way/index.js`), 'fastify'],
    [frame('onRequest', `${modules}/@fastify/cors/index.js`), 'fastify'],
    [frame('answer', 'file:///repo/packages/server/src/cache/fastLane.ts'), 'fast lane'],
    [frame('pageRoute', 'file:///repo/packages/server/src/web/serverRender.ts'), 'server code'],
    [frame('write', 'node:_http_outgoing'), 'node:http'],
    [frame('writeGeneric', 'node:internal/stream_base_commons'), 'node:http'],
    [frame('$main', `${modules}/fast-json-stringify/index.js`), 'JSON'],
    [frame('stringify'), 'JSON'],
    [frame('write', `${modules}/sonic-boom/index.js`), 'logging'],
    [frame('compileSourceTextModule', 'node:internal/modules/esm/utils'), 'startup'],
    [frame('postMessage', 'node:internal/worker/io'), 'node (other)'],
    [frame('escape', `${modules}/sanitize-html/index.js`), 'other packages'],
  ])('%o is %s…', (callFrame, expected) => {
    expect(categoryOfFrame(callFrame)?.slice(0, expected.length)).toBe(expected);
  });

  it('says nothing of a native frame with no URL, nor of Node’s helpers', () => {
    expect(categoryOfFrame(frame('writev'))).toBeUndefined();
    expect(categoryOfFrame(frame('encodeInto', 'node:internal/encoding'))).toBeUndefined();
    expect(categoryOfFrame(frame('nextTick', 'node:internal/process/task_queues'))).toBeUndefined();
    expect(categoryOfFrame(frame('emit', 'node:events'))).toBeUndefined();
  });
});

// root ─┬ (idle) 2
//       ├ (garbage collector) 3
//       └ handler (fastLane.ts) 4 ─┬ end (node:_http_outgoing) 5 ─ writev (native) 6
//                                  └ compress (node:zlib) 7 ─ brotliWrite (native) 8
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(garbage collector)') },
    {
      id: 4,
      callFrame: frame('handler', 'file:///repo/packages/server/src/cache/fastLane.ts', 41),
      children: [5, 7],
    },
    { id: 5, callFrame: frame('end', 'node:_http_outgoing', 9), children: [6] },
    { id: 6, callFrame: frame('writev') },
    { id: 7, callFrame: frame('compress', 'node:zlib', 99), children: [8] },
    { id: 8, callFrame: frame('brotliWrite') },
  ],
  startTime: 1_000_000,
  endTime: 1_000_000 + 100_000,
  // Times (µs from start): 0, 10 000, 20 000, 30 000, 60 000, 70 000, 80 000; each counts until
  // the next, the last until endTime (20 000).
  samples: [2, 4, 6, 8, 3, 6, 2],
  timeDeltas: [0, 10_000, 10_000, 10_000, 30_000, 10_000, 10_000],
};

describe('summarize', () => {
  it('charges each sample the time until the next, and a native its caller’s category', () => {
    const summary = summarize(profile);
    expect(summary.totalMs).toBe(100);
    expect(summary.samples).toBe(7);
    expect(Object.fromEntries(summary.byCategory.map((c) => [c.category, c.selfMs]))).toEqual({
      idle: 30,
      'compression: zlib, brotli': 30,
      'node:http and the network': 20,
      GC: 10,
      'fast lane': 10,
    });
    // Most first; ties in the order of the category list.
    expect(summary.byCategory.map((c) => c.category).slice(0, 2)).toEqual([
      'compression: zlib, brotli',
      'idle',
    ]);
  });

  it('lists functions by self time, without GC and idle, with 1-based lines', () => {
    const { functions } = summarize(profile);
    expect(functions.map((f) => [f.functionName, f.selfMs])).toEqual([
      ['brotliWrite', 30],
      ['writev', 20],
      ['handler', 10],
    ]);
    expect(functions[2]).toMatchObject({
      file: 'packages/server/src/cache/fastLane.ts',
      line: 42,
      category: 'fast lane',
    });
    expect(functions[0]).toMatchObject({ file: '(native)', category: 'compression: zlib, brotli' });
  });

  it('charges Node’s helpers to their caller, and to node (other) when none says more', () => {
    const helped: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 4] },
        { id: 2, callFrame: frame('writeChunk', `${modules}/react-dom/server.js`), children: [3] },
        { id: 3, callFrame: frame('encodeInto', 'node:internal/encoding') },
        {
          id: 4,
          callFrame: frame('processTicksAndRejections', 'node:internal/process/task_queues'),
        },
      ],
      startTime: 0,
      endTime: 3_000,
      samples: [3, 3, 4],
      timeDeltas: [0, 1_000, 1_000],
    };
    expect(summarize(helped).byCategory).toEqual([
      { category: 'render: react-dom/server and the app', selfMs: 2 },
      { category: 'node (other)', selfMs: 1 },
    ]);
  });

  it('keeps only the samples in the window', () => {
    const summary = summarize(profile, { fromS: 0.01, toS: 0.065 });
    expect(summary.samples).toBe(4);
    expect(summary.totalMs).toBe(60);
    expect(summary.byCategory.find((c) => c.category === 'idle')).toBeUndefined();
  });
});

describe('formatSummary', () => {
  it('prints the total, the busy share, the categories and the top functions', () => {
    const text = formatSummary(summarize(profile), { top: 2, title: 'p.cpuprofile' });
    expect(text).toContain('p.cpuprofile: 0.10 s sampled, 7 samples, 70.0 % busy');
    expect(text).toMatch(/compression: zlib, brotli\s+30\.0\s+30\.0 %/);
    expect(text).toContain('Top 2 functions by self time');
    expect(text).toContain('brotliWrite  (native)  [compression]');
    expect(text).not.toContain('fastLane.ts');
    expect(text).not.toContain('handler');
  });
});
