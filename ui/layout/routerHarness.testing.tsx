import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is (path and query string), so a test can read what a page wrote into the URL. */
export function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

/** The router's location as Where shows it. */
export const where = (): string => screen.getByTestId('where').textContent ?? '';

/** Renders the routes (path pattern → element) in a memory router at the last of `entries`, with Where beside them. */
export function renderRoutes(routes: Readonly<Record<string, ReactNode>>, ...entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
