import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Coin } from '../../src/core/currency';
import type { DepositAddress } from '../../src/core/wallet/api';
import type { RechargeActivityInfo } from '../../src/core/promotions/types';
import type { LoadCache } from '../wallet/useCachedLoad';
import { NETWORK_FAILURE } from '../../src/app/network/http';
import { activityApiMock, fakeRechargeInfo, okEnv } from '../../src/app/api/promotionFixtures.testing';
import { loginAlice } from '../chat/testSetup.testing';

vi.mock('../../src/app/api/activity', () => activityApiMock());
vi.mock('../../src/app/api/wallet', async (orig) => ({
  ...(await orig<typeof import('../../src/app/api/wallet')>()),
  depositAddress: vi.fn(),
}));
vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(async () => {}) } }));
const api = await import('../../src/app/api/activity');
const wallet = await import('../../src/app/api/wallet');
const { walletDialogStore } = await import('../../src/app/actions/walletDialog');
const { DepositTab } = await import('../wallet/DepositTab');

const address = (coin: Coin): DepositAddress => ({
  coin,
  network: coin,
  networkLabel: coin,
  address: `${coin.toLowerCase()}-address`,
  tag: null,
  tagLabel: null,
  minDeposit: '1',
  confirmations: 1,
  simulate: false,
});

type Offers = LoadCache<RechargeActivityInfo>;
const cache = (): Offers => new Map();

function Tab({ coin, offers }: { coin: Coin; offers: Offers }) {
  return (
    <MemoryRouter>
      <DepositTab coin={coin} cache={new Map()} offers={offers} />
    </MemoryRouter>
  );
}

beforeEach(() => {
  loginAlice();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  vi.mocked(wallet.depositAddress).mockReset();
  vi.mocked(wallet.depositAddress).mockImplementation(async (coin: Coin) => okEnv(address(coin)));
});
afterEach(() => cleanup());

describe('the deposit dialog’s offers', () => {
  it('shows each offer of the coin: headline, minimum, whether a deposit now qualifies, its note, a link to it', async () => {
    vi.mocked(api.getUserRechargeActivityInfo).mockResolvedValue(okEnv(fakeRechargeInfo()));
    walletDialogStore.setState({ tab: 'deposit', coin: null, seq: 1 });
    render(<Tab coin="USDT" offers={cache()} />);
    const reload = await screen.findByTestId('deposit-offer-2');
    expect(api.getUserRechargeActivityInfo).toHaveBeenCalledWith('USDT');
    expect(reload).toHaveTextContent('Friday reload');
    expect(reload).toHaveTextContent('50% up to 100 USD, wagering 10x');
    expect(reload).toHaveTextContent('Min. deposit 20 USD');
    expect(reload).toHaveAttribute('data-qualifies', 'true');
    expect(within(reload).getByTestId('deposit-offer-qualifies')).toHaveTextContent('This deposit qualifies');
    const welcome = screen.getByTestId('deposit-offer-1');
    expect(within(welcome).getByTestId('deposit-offer-qualifies')).toHaveTextContent('A deposit now does not qualify');
    expect(within(welcome).getByTestId('deposit-offer-note')).toHaveTextContent('Only your first deposit qualifies');
    // The address is there too: the offers never hold it up.
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent('usdt-address');
    // Opening an offer's page closes the dialog.
    fireEvent.click(reload);
    expect(reload).toHaveAttribute('href', '/promotions/details/2');
    expect(walletDialogStore.getState().tab).toBeNull();
  });

  it('reads them once per coin while the dialog is open', async () => {
    vi.mocked(api.getUserRechargeActivityInfo).mockResolvedValue(okEnv(fakeRechargeInfo()));
    const offers = cache();
    const view = render(<Tab coin="USDT" offers={offers} />);
    await screen.findByTestId('deposit-offers');
    view.rerender(<Tab coin="BTC" offers={offers} />);
    await screen.findByTestId('deposit-offers');
    view.rerender(<Tab coin="USDT" offers={offers} />);
    await screen.findByTestId('deposit-offers');
    expect(vi.mocked(api.getUserRechargeActivityInfo).mock.calls).toEqual([['USDT'], ['BTC']]);
  });

  it('shows nothing when there is no offer, or the read failed', async () => {
    vi.mocked(api.getUserRechargeActivityInfo).mockResolvedValueOnce(okEnv({ offers: [] }));
    const view = render(<Tab coin="USDT" offers={cache()} />);
    await screen.findByTestId('deposit-address');
    await act(async () => {});
    expect(screen.queryByTestId('deposit-offers')).toBeNull();
    view.unmount();
    vi.mocked(api.getUserRechargeActivityInfo).mockResolvedValueOnce({ code: NETWORK_FAILURE, msg: 'request failed', data: null });
    render(<Tab coin="ETH" offers={cache()} />);
    await screen.findByTestId('deposit-address');
    await act(async () => {});
    expect(screen.queryByTestId('deposit-offers')).toBeNull();
  });
});
