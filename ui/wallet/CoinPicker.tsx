import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { rowAmount } from '../../src/core/balanceRow';
import { fiatText } from '../../src/core/coinSort';
import { COINS, type Coin } from '../../src/core/currency';
import { formatCoin } from '../../src/core/format';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { useStore } from '../../src/app/store';
import { useViewportWidth } from '../common/useViewportWidth';
import { Private } from '../streamer/Private';
import { CoinIcon } from './CoinIcon';

/** One coin as the picker lists it: name, network, and the deposit balance in the coin and in the player's fiat. */
interface CoinLine {
  coin: Coin;
  name: string;
  network: string;
  balance: string;
  fiat: string | null;
}

function useCoinLines(): CoinLine[] {
  const w = useStore(useShallow((s) => ({ balances: s.balances, fiat: s.fiat, rates: s.rates })));
  return COINS.map(({ coin, name }) => {
    // Only the deposit balance can leave the site; the bonus balance is not shown here.
    const amount = rowAmount(
      w.balances.find((r) => r.coin === coin),
      'DEPOSIT',
    );
    return {
      coin,
      name,
      network: COIN_CHAINS[coin].networkLabel,
      balance: formatCoin(amount),
      fiat: fiatText(amount, coin, w.fiat, w.rates),
    };
  });
}

function LineBody({ line }: { line: CoinLine }) {
  return (
    <>
      <CoinIcon coin={line.coin} size={28} />
      <span className="wcoin__name">
        <strong>
          {line.coin} {line.name !== line.coin && <span>{line.name}</span>}
        </strong>{' '}
        <small>{line.network}</small>
      </span>{' '}
      <span className="wcoin__amount">
        <span className="num">
          <Private kind="amount">{line.balance}</Private>
        </span>{' '}
        {line.fiat !== null && (
          <small className="num">
            ≈ <Private kind="amount">{line.fiat}</Private>
          </small>
        )}
      </span>
    </>
  );
}

/**
 * The wallet's coin choice: a button showing the coin (network, deposit balance and its fiat value) that opens the
 * list of the eight coins below it (searchable on wider screens). Arrow keys move through the list, Escape closes it.
 */
export function CoinPicker({ coin, onChange }: { coin: Coin; onChange(coin: Coin): void }) {
  const lines = useCoinLines();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const wide = useViewportWidth() > 768;
  const labelId = useId();
  const listId = useId();
  const triggerId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const selected = lines.find((l) => l.coin === coin) ?? lines[0]!;
  const q = query.trim().toLowerCase();
  const shown = q ? lines.filter((l) => `${l.coin} ${l.name} ${l.network}`.toLowerCase().includes(q)) : lines;

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusTrigger) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Phones get the list without a search box (no keyboard popping up): focus the chosen coin instead.
    if (search.current) search.current.focus();
    else list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    // Escape closes the list, not the dialog: the dialog listens on the document, so this listens earlier.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    // A press elsewhere in the dialog closes the list too.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const options = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const moveFocus = (event: ReactKeyboardEvent) => {
    const all = options();
    if (all.length === 0) return;
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % all.length
        : event.key === 'ArrowUp'
          ? at <= 0
            ? all.length - 1
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div ref={root} className={`wcoin${open ? ' is-open' : ''}`}>
      <span className="field__label" id={labelId}>
        Coin
      </span>
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        className="wcoin__trigger"
        data-testid="coin-picker"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // Named "Coin" and what it shows (coin, network, balance), so the name holds the visible text.
        aria-labelledby={`${labelId} ${triggerId}`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <LineBody line={selected} />
        <ChevronDown size={18} className="wcoin__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="wcoin__panel" onKeyDown={moveFocus}>
          {wide && (
            <label className="wcoin__search">
              <Search size={16} aria-hidden="true" />
              <input
                ref={search}
                type="search"
                className="input"
                placeholder="Search coins"
                aria-label="Search coins"
                aria-controls={listId}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && shown[0]) {
                    e.preventDefault();
                    onChange(shown[0].coin);
                    close(true);
                  }
                }}
              />
            </label>
          )}
          <div ref={list} id={listId} className="wcoin__list" role="listbox" aria-labelledby={labelId}>
            {shown.map((line) => {
              const on = line.coin === coin;
              return (
                <button
                  key={line.coin}
                  type="button"
                  role="option"
                  aria-selected={on}
                  className={`wcoin__option${on ? ' is-on' : ''}`}
                  data-testid={`coin-option-${line.coin}`}
                  onClick={() => {
                    onChange(line.coin);
                    close(true);
                  }}
                >
                  <LineBody line={line} />
                  <Check size={18} className="wcoin__check" aria-hidden="true" />
                </button>
              );
            })}
            {shown.length === 0 && <p className="wcoin__empty">No coin matches “{query}”</p>}
          </div>
        </div>
      )}
    </div>
  );
}
