import type { DiceRound, PresentationEvent } from '../types';

/** A settled dice roll as presentation events: the roll lands, then the win or the loss. */
export function dicePresentation(round: DiceRound): PresentationEvent[] {
  return [
    { type: 'roll', value: round.roll },
    round.win ? { type: 'win', multiplier: round.multiplier } : { type: 'lose' },
  ];
}

/** Milliseconds the marker takes to slide (speed 1), longer for a longer way. */
export function rollDurationMs(from: number, to: number): number {
  return 420 + Math.min(100, Math.abs(to - from)) * 3.2;
}
