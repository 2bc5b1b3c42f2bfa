import { HOTKEYS } from '../../../src/app/games/hotkeys';
import { Modal } from '../../dialogs/Modal';

/** Lists the hotkeys (the common ones and the game's own) and whether they are on. */
export function HotkeysDialog({
  open,
  enabled,
  extra,
  onToggle,
  onClose,
}: {
  open: boolean;
  enabled: boolean;
  /** The game's own keys (UiGameModule.hotkeys), listed after the common ones. */
  extra?: readonly { key: string; label: string }[] | undefined;
  onToggle(): void;
  onClose(): void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="hotkeys-title" testId="hotkeys-dialog" className="bet-detail">
      <h2 id="hotkeys-title" className="bet-detail__title">
        Hotkeys
      </h2>
      <p className="bet-detail__muted">Keys work when the page has focus and you are not typing in a field.</p>
      <ul className="hotkey-list">
        {HOTKEYS.map((h) => (
          <li key={h.code}>
            <kbd>{h.key}</kbd>
            <span>{h.label}</span>
          </li>
        ))}
        {extra?.map((h) => (
          <li key={`game-${h.key}`}>
            <kbd>{h.key}</kbd>
            <span>{h.label}</span>
          </li>
        ))}
      </ul>
      <button type="button" className={`btn btn--block ${enabled ? 'btn--ghost' : 'btn--primary'}`} onClick={onToggle}>
        {enabled ? 'Turn hotkeys off' : 'Turn hotkeys on'}
      </button>
    </Modal>
  );
}
