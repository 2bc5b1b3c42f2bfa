import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { ChatRules } from '../../src/core/chat/types';
import { acceptChatRules } from '../../src/app/actions/chat';

/** The chat rules, shown in place of the composer until the player accepts them (once; POST updateIsFirstPopUp). */
export function ChatRulesCard({ rules }: { rules: ChatRules }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    const refusal = await acceptChatRules();
    setBusy(false);
    if (refusal) setError(refusal);
  };
  return (
    <section className="chat-rules" data-testid="chat-rules" aria-labelledby="chat-rules-title">
      <h3 id="chat-rules-title" className="chat-rules__title">
        <ShieldCheck size={16} aria-hidden="true" /> Chat rules
      </h3>
      <ol className="chat-rules__list">
        {rules.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {error && (
        <p className="chat-composer__note is-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="chat-rules-accept"
        disabled={busy}
        onClick={() => void accept()}
      >
        I accept the rules
      </button>
    </section>
  );
}
