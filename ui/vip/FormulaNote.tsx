import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { REWARD_LABELS } from '../../src/app/vip/labels';
import { VIP_FORMULAS } from '../../src/core/vip/formulas';
import type { VipRewardKind } from '../../src/core/vip/types';

/**
 * How the numbers beside it are computed: the shared formula of each reward kind it names (src/core/vip/formulas.ts),
 * and any figures or rules that went into them.
 */
export function FormulaNote({
  kinds,
  children,
  label = 'How it’s counted',
}: {
  kinds: readonly VipRewardKind[];
  children?: ReactNode;
  label?: string;
}) {
  return (
    <details className="vip-formula" data-testid={`formula-${kinds.join('-')}`}>
      <summary>
        <Info size={14} aria-hidden="true" /> {label}
      </summary>
      {kinds.length === 1 ? (
        <p>{VIP_FORMULAS[kinds[0]!]}.</p>
      ) : (
        <dl>
          {kinds.map((kind) => (
            <div key={kind}>
              <dt>{REWARD_LABELS[kind]}</dt>
              <dd>{VIP_FORMULAS[kind]}.</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </details>
  );
}
