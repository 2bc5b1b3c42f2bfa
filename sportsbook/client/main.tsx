// The demo sportsbook's page: reads its settings from the config island, mounts the app on #book-root, and starts the
// book (tells the host it is ready, loads the sports and matches, opens the live stream).
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/events.css';
import './styles/match.css';
import './styles/slip.css';
import './styles/receipt.css';
import './styles/bets.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBook } from './book';
import { readConfig } from './config';
import { BookContext } from './hooks';
import { App } from './ui/App';

const config = readConfig(document);
const book = createBook(window, config);
let mount = document.getElementById('book-root');
if (!mount) {
  mount = document.createElement('div');
  mount.id = 'book-root';
  document.body.append(mount);
}
document.documentElement.classList.add(book.store.get().framed ? 'is-framed' : 'is-standalone');
createRoot(mount).render(
  <StrictMode>
    <BookContext.Provider value={book}>
      <App />
    </BookContext.Provider>
  </StrictMode>,
);
book.start();
