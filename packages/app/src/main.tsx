import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './routes';
import { readServerState } from './serverState';
import { StoresProvider } from './state/hooks';
import { createStores } from './state/stores';
import { startLanguage } from './texts/browserLanguage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A public page arrives rendered with the state it was rendered from: the stores start from that
// state, so hydration asks the server nothing. Other routes render here from scratch.
const serverState = readServerState();
const stores = createStores({
  seed: serverState ?? { origin: window.location.origin, now: Date.now() },
  storage: localStorage,
  language: await startLanguage(serverState?.locale),
});

const app = (
  <StrictMode>
    <StoresProvider value={stores}>
      <Router>
        <App />
      </Router>
    </StoresProvider>
  </StrictMode>
);

if (serverState) {
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
void stores.auth.checkSession();
