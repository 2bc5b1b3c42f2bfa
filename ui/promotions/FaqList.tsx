import { ChevronDown } from 'lucide-react';

/** Questions and answers as an accordion: each one opens on its own (the first open when asked). */
export function FaqList({ faq, openFirst = false }: { faq: readonly { q: string; a: string }[]; openFirst?: boolean }) {
  if (faq.length === 0) return null;
  return (
    <div className="promo-faq" data-testid="promo-faq">
      {faq.map((item, i) => (
        <details key={`${item.q}-${i}`} className="promo-faq__item" open={openFirst && i === 0}>
          <summary>
            <span>{item.q}</span>
            <ChevronDown size={18} className="promo-faq__chevron" aria-hidden="true" />
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}
