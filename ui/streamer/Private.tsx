import { MASKED_LABEL, maskPrivate, maskText, type PrivateKind } from '../../src/core/streamer';
import { useStore } from '../../src/app/store';

/** Whether streamer mode is on. */
export const useStreamerMode = (): boolean => useStore((s) => s.streamerMode);

/**
 * A private value (a balance or amount, a player's name, an email, an address, a transaction id): itself, or masked
 * while streamer mode is on. The mask is not read out; a screen reader hears what is hidden instead.
 */
export function Private({ kind, children, testId }: { kind: PrivateKind; children: string; testId?: string }) {
  const on = useStreamerMode();
  if (!on || children === '') return testId ? <span data-testid={testId}>{children}</span> : <>{children}</>;
  // A name reads as the privacy rule's word, as a private player's does.
  if (kind === 'name') {
    return (
      <span className="private-masked" data-testid={testId} data-private={kind}>
        {maskPrivate(kind, children)}
      </span>
    );
  }
  return (
    <span className="private-masked" data-testid={testId} data-private={kind}>
      <span aria-hidden="true">{maskPrivate(kind, children)}</span>
      <span className="sr-only">{MASKED_LABEL[kind]}</span>
    </span>
  );
}

/**
 * The masking functions for text that is not a child of its own (labels, titles, composed sentences): each returns
 * the value as is while streamer mode is off.
 */
export function usePrivate(): {
  on: boolean;
  mask(kind: PrivateKind, value: string): string;
  text(value: string, known?: Parameters<typeof maskText>[1]): string;
} {
  const on = useStreamerMode();
  return {
    on,
    mask: (kind, value) => (on ? maskPrivate(kind, value) : value),
    text: (value, known) => (on ? maskText(value, known) : value),
  };
}
