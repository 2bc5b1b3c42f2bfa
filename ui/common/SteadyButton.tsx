import type { ButtonHTMLAttributes } from 'react';

/** Props of SteadyButton: a button's, with `inactive` in place of `disabled`. */
export interface SteadyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** The button cannot act now (marked aria-disabled, clicks ignored), but keeps its place in the tab order. */
  inactive: boolean;
}

/**
 * A button that keeps the keyboard focus while it cannot act: a game's Bet or Cash out button goes inactive for the
 * moment a request is on its way, and a `disabled` button would drop the focus to the page, sending a keyboard player
 * back to the top to find it again for the next bet.
 */
export function SteadyButton({ inactive, onClick, type = 'button', ...rest }: SteadyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={inactive || undefined}
      onClick={(e) => {
        if (!inactive) onClick?.(e);
      }}
    />
  );
}
