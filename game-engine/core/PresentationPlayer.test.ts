import { describe, expect, it, vi } from 'vitest';
import type { GameEvent } from '../../src/core/games/types';
import { Clock } from './Clock';
import { PresentationPlayer } from './PresentationPlayer';
import { flush, makeFakeGame } from './fakeGame.testing';

describe('PresentationPlayer (one lane: dice and limbo)', () => {
  type E = { type: 'roll'; value: string } | { type: 'win'; multiplier: string } | { type: 'lose' };

  it('plays events in order, one handler per type, reporting each with its round when it lands', async () => {
    const clock = new Clock();
    const log: string[] = [];
    const report = vi.fn((e: E, key: string | number) => log.push(`landed ${e.type} ${key}`));
    const player = new PresentationPlayer<E>(
      {
        roll: async (e) => {
          log.push(`roll ${e.value}`);
          await clock.delay(100);
        },
        win: (e) => void log.push(`win ${e.multiplier}`),
        lose: () => void log.push('lose'),
      },
      report,
    );
    const done = player.play(
      [
        { type: 'roll', value: '83.21' },
        { type: 'win', multiplier: '1.98' },
      ],
      'bet-1',
    );
    await flush();
    expect(log).toEqual(['roll 83.21']);
    clock.advance(100);
    await done;
    expect(log).toEqual(['roll 83.21', 'landed roll bet-1', 'win 1.98', 'landed win bet-1']);
  });

  it('numbers rounds played without a key', async () => {
    const keys: (string | number)[] = [];
    const player = new PresentationPlayer<GameEvent>({ lose: () => undefined } as never, (_e, key) => keys.push(key));
    await player.play([{ type: 'lose' }]);
    await player.play([{ type: 'lose' }]);
    expect(keys).toEqual([0, 1]);
  });

  it('refuses a lane count that is not a positive integer', () => {
    expect(() => new PresentationPlayer<E>({} as never, () => undefined, 0)).toThrow(/lanes/);
  });
});

describe('several rounds at once (a fake game with lanes)', () => {
  it('serialises rounds with one lane: the second starts when the first has landed', async () => {
    const { game, log, run } = makeFakeGame(1);
    const a = game.play({ ball: 1, ms: 100, win: true });
    const b = game.play({ ball: 2, ms: 100, win: false });
    await run(300);
    await Promise.all([a, b]);
    expect(log.started.map((s) => [s.ball, s.at])).toEqual([
      [1, 0],
      [2, 100],
    ]);
    expect(log.landed.map((l) => `${l.event.type}:${l.key}`)).toEqual(['drop:0', 'win:0', 'drop:1', 'lose:1']);
  });

  it('overlaps rounds up to the cap; the (cap+1)th waits for a free lane', async () => {
    const { game, log, run } = makeFakeGame(3);
    const durations = [300, 100, 200, 50];
    const done = durations.map((ms, i) => game.play({ ball: i, ms, win: true }, `ball-${i}`));
    await run(10);
    expect(log.started.map((s) => s.ball)).toEqual([0, 1, 2]);
    expect(new Set(log.started.map((s) => s.lane))).toEqual(new Set([0, 1, 2]));
    expect(game['player'].active).toBe(3);
    expect(game['player'].queued).toBe(1);
    // The fourth ball starts when the shortest (100 ms) lands, in the lane it freed.
    await run(100);
    expect(log.started.map((s) => s.ball)).toEqual([0, 1, 2, 3]);
    expect(log.started[3]!.at).toBe(100);
    expect(log.started[3]!.lane).toBe(log.started[1]!.lane);
    await run(300);
    await Promise.all(done);
  });

  it('resolves each play() at its own landing, with its events reported under its own key', async () => {
    const { game, log, runtime, run } = makeFakeGame(20);
    const resolvedAt = new Map<number, number>();
    const durations = [300, 100, 200];
    const done = durations.map((ms, i) =>
      game.play({ ball: i, ms, win: i !== 1 }, i * 10).then(() => resolvedAt.set(i, runtime.clock.now)),
    );
    await run(400);
    await Promise.all(done);
    expect([...resolvedAt.entries()].sort((x, y) => x[0] - y[0])).toEqual([
      [0, 300],
      [1, 100],
      [2, 200],
    ]);
    const landing = log.landed.filter((l) => l.event.type === 'win' || l.event.type === 'lose');
    expect(landing.map((l) => [l.key, l.event.type, l.at])).toEqual([
      [10, 'lose', 100],
      [20, 'win', 200],
      [0, 'win', 300],
    ]);
  });

  it('releases every pending play() on destroy and reports nothing after', async () => {
    const { game, log, run } = makeFakeGame(2);
    const done = [0, 1, 2, 3].map((i) => game.play({ ball: i, ms: 10_000, win: true }));
    await run(50);
    const landedBefore = log.landed.length;
    game.destroy();
    await expect(Promise.all(done)).resolves.toBeDefined();
    await run(50);
    expect(log.landed.slice(landedBefore).filter((l) => l.event.type === 'win')).toEqual([]);
    expect(log.started.map((s) => s.ball)).toEqual([0, 1]);
    await expect(game.play({ ball: 9, ms: 10, win: true })).resolves.toBeUndefined();
  });

  it('a failing handler fails its own round only; later rounds still play', async () => {
    const { game, log, run } = makeFakeGame(1);
    const failed = game.play({ ball: 1, ms: 50, win: true, boom: true }, 'bad');
    const next = game.play({ ball: 2, ms: 50, win: true }, 'good');
    const failure = failed.then(
      () => 'resolved',
      (e: Error) => e.message,
    );
    await run(200);
    expect(await failure).toBe('boom');
    await next;
    expect(log.landed.map((l) => `${l.event.type}:${l.key}`)).toEqual(['drop:bad', 'drop:good', 'win:good']);
  });
});
