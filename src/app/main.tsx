import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Self-hosted fonts (Latin subsets; latin-ext for symbols such as ₹ and ₺). @fontsource declares font-display: swap,
// so text renders at once in the fallback face and fonts never block.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/space-grotesk/latin-500.css';
import '@fontsource/space-grotesk/latin-700.css';
import '@fontsource/jetbrains-mono/latin-500.css';
import '@fontsource/jetbrains-mono/latin-700.css';
import '@fontsource/jetbrains-mono/latin-ext-500.css';
import '../../ui/styles/tokens.css';
import '../../ui/styles/base.css';
import '../../ui/styles/layout.css';
import '../../ui/styles/components.css';
import { afterFirstContentfulPaint, whenIdle } from './boot/afterPaint';
import { AppRouter, whenFirstRouteShown } from './router';
import { createAppHistory } from './routing/history';
import { startServices, startShellState } from './boot/services';
import { runStartup } from './boot/startup';
import { startShell } from './boot/shell';

runStartup(startShellState);
const history = createAppHistory();
startShell(history);

// The first paint carries only the shell. The services (http, socket, session) start once the first page is on screen:
// after the first contentful paint, the first route shown and the main thread idle. A page that talks to the server
// starts them itself, earlier (its route waits for them). A failure there shows the error page on every route.
afterFirstContentfulPaint(() => {
  void whenFirstRouteShown().then(() => whenIdle(() => void startServices()));
});

// The error page logs the errors it shows itself; a route that fails validation (the fatal 404) is no error to log.
createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(
  <StrictMode>
    <AppRouter history={history} services={startServices} />
  </StrictMode>,
);
