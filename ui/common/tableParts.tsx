import type { KeyboardEvent } from 'react';

/** A column heading of a `.bet-table`: its text and classes ("is-num", "bet-table__time"). */
export interface TableColumn {
  label: string;
  className?: string;
}

/** The heading row of a `.bet-table`. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.className}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What makes a table row open something: a click, or Enter or Space once it has the keyboard focus. */
export function openableRow(open: () => void) {
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    },
  };
}
