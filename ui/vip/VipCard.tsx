import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A card of the VIP page: icon, title, an optional tag, and its body. */
export function VipCard({
  icon: Icon,
  title,
  tag,
  className,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tag?: ReactNode;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={`vip-card card${className ? ` ${className}` : ''}`} data-testid={testId} aria-label={title}>
      <header className="vip-card__head">
        <span className="vip-card__icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        <h2>{title}</h2>
        {tag}
      </header>
      {children}
    </section>
  );
}

/** The placeholder of a card whose first read is on its way, or failed (with its Retry). */
export function CardState({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  return failed ? (
    <p className="vip-card__state" role="alert">
      Couldn’t load this.{' '}
      <button type="button" className="link-btn" onClick={onRetry}>
        Try again
      </button>
    </p>
  ) : (
    <span className="skeleton vip-card__skeleton" aria-hidden="true" />
  );
}
