import { describe, expect, it, vi } from 'vitest';
import type { PresentationEvent } from '../types';
import { Clock } from './Clock';
import { PresentationPlayer, type PresentationHandlers } from './PresentationPlayer';

/** Handlers that each take `ms` of clock time, logging when they start. */
function timedHandlers(clock: Clock, log: string[], ms = 100): PresentationHandlers {
  const handle = (name: string) => async () => {
    log.push(`start ${name}`);
    await clock.delay(ms);
  };
  return { roll: handle('roll'), reveal: handle('reveal'), win: handle('win'), lose: handle('lose') };
}

async function runFor(clock: Clock, ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 10) {
    clock.advance(10);
    await Promise.resolve();
    await Promise.resolve();
  }
}

describe('PresentationPlayer', () => {
  const round: PresentationEvent[] = [{ type: 'roll', value: '83.21' }, { type: 'win', multiplier: '1.98' }];

  it('plays events in order, one handler per type, reporting each when it lands', async () => {
    const clock = new Clock();
    const log: string[] = [];
    const onEvent = vi.fn((e: PresentationEvent) => log.push(`landed ${e.type}`));
    const player = new PresentationPlayer(timedHandlers(clock, log), { onEvent });
    let finished = false;
    const done = player.play(round).then(() => (finished = true));
    await runFor(clock, 50);
    expect(log).toEqual(['start roll']);
    expect(onEvent).not.toHaveBeenCalled();
    await runFor(clock, 100);
    expect(log).toEqual(['start roll', 'landed roll', 'start win']);
    expect(finished).toBe(false);
    await runFor(clock, 120);
    await done;
    expect(log).toEqual(['start roll', 'landed roll', 'start win', 'landed win']);
    expect(onEvent.mock.calls.map((c) => c[0])).toEqual(round);
  });

  it('serialises plays: the second round starts after the first has landed', async () => {
    const clock = new Clock();
    const log: string[] = [];
    const player = new PresentationPlayer(timedHandlers(clock, log), {});
    const prepared: string[] = [];
    const a = player.play(round, () => prepared.push('a'));
    const b = player.play([{ type: 'reveal', value: '2.00' }, { type: 'lose' }], () => prepared.push('b'));
    await runFor(clock, 150);
    expect(prepared).toEqual(['a']);
    await runFor(clock, 300);
    await Promise.all([a, b]);
    expect(prepared).toEqual(['a', 'b']);
    expect(log).toEqual(['start roll', 'start win', 'start reveal', 'start lose']);
  });

  it('resolves at once in instant mode (the fixture and fast auto-bet path)', async () => {
    const clock = new Clock();
    clock.setSpeed(1, true);
    const events: PresentationEvent[] = [];
    const player = new PresentationPlayer(timedHandlers(clock, []), { onEvent: (e) => events.push(e) });
    await player.play(round);
    expect(events).toEqual(round);
  });

  it('a failing handler rejects its play but not the next one', async () => {
    const clock = new Clock();
    clock.setSpeed(1, true);
    const handlers = timedHandlers(clock, []);
    handlers.roll = () => Promise.reject(new Error('boom'));
    const player = new PresentationPlayer(handlers, {});
    await expect(player.play(round)).rejects.toThrow('boom');
    await expect(player.play([{ type: 'lose' }])).resolves.toBeUndefined();
  });

  it('drops what has not started after stop()', async () => {
    const clock = new Clock();
    const log: string[] = [];
    const onEvent = vi.fn();
    const player = new PresentationPlayer(timedHandlers(clock, log), { onEvent });
    const done = player.play(round);
    await runFor(clock, 20);
    player.stop();
    clock.destroy();
    await done;
    expect(log).toEqual(['start roll']);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
