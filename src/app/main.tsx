// First: configures zod before any schema parses (see the module).
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
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
import { boot } from './boot';
import { createAppRouter } from './router';
import { startShell } from './shell';

boot();
const router = createAppRouter();
startShell(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
