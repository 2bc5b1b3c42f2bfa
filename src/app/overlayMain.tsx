import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/space-grotesk/latin-700.css';
import '@fontsource/jetbrains-mono/latin-700.css';
import '../../ui/styles/tokens.css';
import '../../ui/styles/components.css';
import { OverlayApp, overlayView } from '../../ui/overlay/OverlayApp';

// The overlay page (/overlay/{token}/{view}): its own small entry, without the site's shell, header or services.
const [, , token = '', segment] = location.pathname.split('/');
const view = overlayView(segment);

createRoot(document.getElementById('overlay-root')!).render(
  <StrictMode>
    {view ? (
      <OverlayApp token={decodeURIComponent(token)} view={view} />
    ) : (
      <main className="ov-root">
        <p className="ov-card ov-gone">Unknown overlay scene: use live, bets, stats, hunt, alert or control.</p>
      </main>
    )}
  </StrictMode>,
);
