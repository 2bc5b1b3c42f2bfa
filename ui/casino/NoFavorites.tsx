import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { SignInPanel, StatePanel } from './StatePanel';

/** The panel of a player without favourites (the favourites list and the favourites page). */
export function NoFavorites({ testId }: { testId: string }) {
  return (
    <StatePanel
      icon={Heart}
      title="No favourites yet"
      testId={testId}
      actions={
        <Link to="/gameList" className="btn btn--primary">
          Browse the games
        </Link>
      }
    >
      Tap the heart on any game to keep it here.
    </StatePanel>
  );
}

/** The panel a guest gets instead of favourites: a log-in button and a line of text. */
export function FavoritesSignIn({ children }: { children: ReactNode }) {
  return (
    <SignInPanel title="Log in to see your favourites" testId="favorites-signin">
      {children}
    </SignInPanel>
  );
}
