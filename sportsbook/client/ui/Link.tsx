import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useBook } from '../hooks';

/** A link inside the book: a real anchor (new tab, copy link), moved by the book's router on a plain click. */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const book = useBook();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    book.go(to);
  };
  return <a href={to} onClick={click} {...rest} />;
}
