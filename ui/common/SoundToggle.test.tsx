import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from '../../src/app/store';
import { SoundToggle } from './SoundToggle';

beforeEach(() => {
  resetStore();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('SoundToggle', () => {
  it('switches the click sound and remembers the choice', () => {
    render(<SoundToggle />);
    const toggle = screen.getByTestId('sound-toggle');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    expect(getState().soundOn).toBe(false);
    expect(sessionStorage.getItem('hs_sound')).toBe('off');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Sound off');
    fireEvent.click(toggle);
    expect(sessionStorage.getItem('hs_sound')).toBe('on');
  });
});
