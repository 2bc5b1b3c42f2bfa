import { describe, expect, it } from 'vitest';
import { FLOOD } from '../../src/core/chat';
import { FloodGate, TOO_FAST, TOO_MANY } from './flood';
import { mentionsOf } from './ChatService';

describe('FloodGate', () => {
  it('holds one send per user in flight and counts only accepted sends', () => {
    let now = 0;
    const gate = new FloodGate(() => now);
    gate.enter(1);
    expect(() => gate.enter(1)).toThrow(TOO_FAST);
    // Another user is not slowed.
    gate.enter(2);
    gate.leave(2, true);
    gate.leave(1, false);
    gate.enter(1);
    gate.leave(1, true);
    now += FLOOD.minGapMs - 1;
    expect(() => gate.enter(1)).toThrow(TOO_FAST);
    now += 1;
    gate.enter(1);
    gate.leave(1, true);
  });

  it('refuses the sixth send in ten seconds with the time to wait', () => {
    let now = 0;
    const gate = new FloodGate(() => now);
    for (let i = 0; i < FLOOD.burstMax; i++) {
      gate.enter(7);
      gate.leave(7, true);
      now += FLOOD.minGapMs;
    }
    let refusal: unknown;
    try {
      gate.enter(7);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ message: TOO_MANY, retryAfterMs: FLOOD.burstWindowMs - FLOOD.burstMax * FLOOD.minGapMs });
    now = FLOOD.burstWindowMs + 1;
    gate.enter(7);
  });
});

describe('mentionsOf', () => {
  it('reads listed handles and @handles in the text, lower-case, once each', () => {
    expect(mentionsOf('hi @Bob and @alice_1, mail x@y.com @bob', ['carol'])).toEqual(['carol', 'bob', 'alice_1']);
    expect(mentionsOf('no mentions @ab here')).toEqual([]);
  });

  it("reads a listed player's @nickname as their mention, not as another player's handle", () => {
    // bob_77 is shown as "Bobby"; a player whose handle is bobby is not mentioned by it.
    expect(mentionsOf('gg @Bobby, and @carol', ['bob_77'], ['Bobby'])).toEqual(['bob_77', 'carol']);
    expect(mentionsOf('@Lucky (x) 🎲 won', ['p_1'], ['Lucky (x) 🎲'])).toEqual(['p_1']);
    // The nickname inside a longer handle is that handle.
    expect(mentionsOf('@Bobby_x hi', ['bob_77'], ['Bobby'])).toEqual(['bob_77', 'bobby_x']);
  });
});
