import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SteadyButton } from './SteadyButton';

describe('SteadyButton', () => {
  it('keeps the focus while inactive, ignores clicks, and acts again once active', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <SteadyButton inactive={false} onClick={onClick}>
        Bet
      </SteadyButton>,
    );
    const button = screen.getByRole('button', { name: 'Bet' });
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <SteadyButton inactive onClick={onClick}>
        Betting…
      </SteadyButton>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <SteadyButton inactive={false} onClick={onClick}>
        Bet
      </SteadyButton>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
