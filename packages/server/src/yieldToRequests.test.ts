import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createYieldToRequests } from './yieldToRequests';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server that is never listened on: the tests hand it requests themselves. */
function watchedServer(options: Parameters<typeof createYieldToRequests>[0]) {
  const requests = createYieldToRequests(options);
  const server = createServer();
  requests.watch(server);
  return {
    requests,
    /** A request arrives; answer it with the function returned. */
    arrive() {
      const response = new EventEmitter();
      server.emit('request', new EventEmitter(), response);
      return () => response.emit('close');
    },
  };
}

/** A unit of background work that takes `ms` of the (fake) clock, if any. */
const unitOf = (ms: number, done: string[], name: string) => async () => {
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  done.push(name);
};

describe('background work among requests', () => {
  it('runs at once while no request comes', async () => {
    const { requests } = watchedServer({ quietMs: 20, restPerMs: 10, maxDeferMs: 5000 });
    const done: string[] = [];
    const first = requests.run(unitOf(100, done, 'first'));
    await vi.advanceTimersByTimeAsync(100);
    await first;
    // Right after a long unit, with nobody asking: no rest.
    await requests.run(unitOf(0, done, 'second'));
    expect(done).toEqual(['first', 'second']);
  });

  it('waits while a request is in flight, and goes once it is answered', async () => {
    const { requests, arrive } = watchedServer({ quietMs: 20, restPerMs: 10, maxDeferMs: 5000 });
    const done: string[] = [];
    const first = requests.run(unitOf(100, done, 'first'));
    await vi.advanceTimersByTimeAsync(100);
    await first;
    const answer = arrive();
    const second = requests.run(unitOf(0, done, 'second'));
    // Its rest after the first unit is 1 s; half of it passes with the request unanswered.
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toEqual(['first']);
    answer();
    // Quiet for `quietMs` after the answer, it goes.
    await vi.advanceTimersByTimeAsync(20);
    await second;
    expect(done).toEqual(['first', 'second']);
  });

  it('never waits past its rest while requests keep coming, nor past maxDeferMs', async () => {
    const { requests, arrive } = watchedServer({ quietMs: 20, restPerMs: 10, maxDeferMs: 3000 });
    arrive(); // never answered: constant load
    const done: string[] = [];
    const short = requests.run(unitOf(100, done, 'short'));
    await vi.advanceTimersByTimeAsync(100);
    await short;
    const afterShort = requests.run(unitOf(1000, done, 'long'));
    // Ten times the 100 ms the short unit took.
    await vi.advanceTimersByTimeAsync(980);
    expect(done).toEqual(['short']);
    await vi.advanceTimersByTimeAsync(20 + 1000);
    await afterShort;
    expect(done).toEqual(['short', 'long']);
    // After the 1 s unit, ten times would be 10 s: the rest is maxDeferMs.
    const afterLong = requests.run(unitOf(0, done, 'last'));
    await vi.advanceTimersByTimeAsync(2980);
    expect(done).toEqual(['short', 'long']);
    await vi.advanceTimersByTimeAsync(20);
    await afterLong;
    expect(done).toEqual(['short', 'long', 'last']);
  });
});
