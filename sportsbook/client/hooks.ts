import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Book } from './book';
import type { Route } from './router';
import type { BookState } from './state';
import { useSelect } from './store';

/** The running book, for the components. */
export const BookContext = createContext<Book | null>(null);

/** The book's actions and store. */
export function useBook(): Book {
  const book = useContext(BookContext);
  if (!book) throw new Error('useBook outside <BookContext>');
  return book;
}

/** A value of the book's state, re-rendered when it changes. */
export function useBookState<U>(select: (state: BookState) => U): U {
  return useSelect(useBook().store, select);
}

/** The current route, re-rendered when it changes. */
export function useRoute(): Route {
  const { router } = useBook();
  return useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.currentRoute,
  );
}
