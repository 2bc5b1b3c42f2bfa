// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrowDirection, moveFocus } from './grid';

describe('mines focus ring', () => {
  it('starts at the centre and moves one tile, stopping at the edges', () => {
    expect(moveFocus(null, 'up')).toBe(12);
    expect(moveFocus(12, 'up')).toBe(7);
    expect(moveFocus(12, 'down')).toBe(17);
    expect(moveFocus(12, 'left')).toBe(11);
    expect(moveFocus(12, 'right')).toBe(13);
    expect(moveFocus(0, 'up')).toBe(0);
    expect(moveFocus(0, 'left')).toBe(0);
    expect(moveFocus(4, 'right')).toBe(4);
    expect(moveFocus(24, 'down')).toBe(24);
    expect(moveFocus(20, 'down')).toBe(20);
    expect(moveFocus(5, 'left')).toBe(5); // never wraps to the row above
    expect(moveFocus(99, 'left')).toBe(12);
  });
  it('reads the arrow keys', () => {
    expect(arrowDirection('ArrowLeft')).toBe('left');
    expect(arrowDirection('KeyC')).toBeNull();
  });
});
