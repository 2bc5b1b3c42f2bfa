import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getState, resetStore } from '../../src/app/store';
import { OrderDialogHost } from './OrderDialog';

beforeEach(() => resetStore());
afterEach(() => cleanup());

describe('OrderDialog', () => {
  it('opens with the order id from the store and an honest status line, and closes', () => {
    render(
      <MemoryRouter>
        <OrderDialogHost />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('order-dialog')).toBeNull();
    act(() => getState().openOrderDialog('ORD-2026-0001'));
    const dialog = screen.getByTestId('order-dialog');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(dialog).toHaveAccessibleName('Your order');
    expect(screen.getByTestId('order-dialog-id')).toHaveTextContent('ORD-2026-0001');
    expect(screen.getByTestId('order-dialog-status')).toHaveTextContent('Order details are not available yet');
    // The corner X and the Close button both close it.
    const closers = screen.getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers[1]!);
    expect(screen.queryByTestId('order-dialog')).toBeNull();
    expect(getState().orderDialogId).toBeNull();
  });
});
