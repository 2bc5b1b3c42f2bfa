import { beforeEach, describe, expect, it } from 'vitest';
import { getState, resetStore } from './index';

beforeEach(() => resetStore());

describe('shell slice', () => {
  it('opens and closes the OrderDialog with an order id', () => {
    expect(getState().orderDialogId).toBeNull();
    getState().openOrderDialog('ORD-1');
    expect(getState().orderDialogId).toBe('ORD-1');
    getState().closeOrderDialog();
    expect(getState().orderDialogId).toBeNull();
  });

  it('holds the left-is-close flag, default false', () => {
    expect(getState().leftIsClose).toBe(false);
    getState().setLeftIsClose(true);
    expect(getState().leftIsClose).toBe(true);
  });
});
