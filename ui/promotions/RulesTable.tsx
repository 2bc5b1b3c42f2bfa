import type { PromotionRule } from '../../src/core/promotions/types';

/** Every rule of an offer as a two-column table, the way it is shown before joining. */
export function RulesTable({
  rules,
  caption,
  testId = 'promo-rules',
}: {
  rules: readonly PromotionRule[];
  caption?: string;
  testId?: string;
}) {
  if (rules.length === 0) return null;
  return (
    <table className="promo-rules" data-testid={testId}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <tbody>
        {rules.map((rule, i) => (
          <tr key={`${rule.label}-${i}`}>
            <th scope="row">{rule.label}</th>
            <td>{rule.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
