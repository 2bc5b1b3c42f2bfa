/** The words of an unread count for assistive tech, to add to the entry's name: ", 2 rewards to claim" ('' at 0). */
export function unreadWords(count: number, what: string): string {
  return count > 0 ? `, ${count} ${what}${count === 1 ? '' : 's'} to claim` : '';
}

/**
 * A count of unread items on a navigation entry (the VIP rewards with something to claim): nothing at 0, "99+" above
 * 99. A picture only: the entry's name carries the words (unreadWords).
 */
export function UnreadBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge num" data-testid={testId} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
