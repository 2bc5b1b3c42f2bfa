/** A player's avatar: their uploaded picture, else the first letter of their name on the brand gradient. */
export function Avatar({ url, name, className = 'avatar' }: { url: string | undefined; name: string; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      {url ? <img src={url} alt="" width={256} height={256} decoding="async" /> : name.slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
