import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../../src/app/store';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
vi.mock('../../src/app/actions/profile', () => ({
  enrolTwoFactor: vi.fn(async () => ({ ok: true, secret: { secret: SECRET, otpauthUrl: `otpauth://totp/HighStakes?secret=${SECRET}` } })),
  enableTwoFactor: vi.fn(async () => ({ ok: true })),
  disableTwoFactor: vi.fn(async () => ({ ok: true })),
}));
// jsdom draws no canvas: the QR code is a stand-in that shows it was asked for.
vi.mock('./QrCode', () => ({ QrCode: () => <div data-testid="qr-code" /> }));
const { TwoFactorCard } = await import('./TwoFactorCard');

beforeEach(() => resetStore());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TwoFactorCard set-up', () => {
  it('shows the QR code and the key', async () => {
    render(<TwoFactorCard />);
    fireEvent.click(screen.getByTestId('two-factor-setup'));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP');
    expect(screen.queryByTestId('two-factor-hidden')).toBeNull();
    expect(screen.getByTestId('qr-code')).toBeInTheDocument();
  });

  it('in streamer mode draws no QR code and masks the key; Copy key still copies it', async () => {
    getState().setStreamerMode(true);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<TwoFactorCard />);
    fireEvent.click(screen.getByTestId('two-factor-setup'));
    expect(await screen.findByTestId('two-factor-hidden')).toBeVisible();
    expect(container.innerHTML).not.toContain(SECRET.slice(0, 8));
    expect(screen.queryByTestId('qr-code')).toBeNull();
    fireEvent.click(screen.getByText('Copy key'));
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });
});
