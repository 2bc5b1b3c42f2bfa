/** A player's avatar: their uploaded picture, else the first letter of their name on the brand gradient. */
export function Avatar({ url, name, className = 'avatar' }: { url: string | undefined; name: string; className?: string }) {
  return (
    // The initial is drawn from data-initial by CSS: a picture, not text inside the control that shows it.
    <span className={className} aria-hidden="true" data-initial={url ? undefined : name.slice(0, 1).toUpperCase() || '?'}>
      {url && <img src={url} alt="" width={256} height={256} decoding="async" />}
    </span>
  );
}
