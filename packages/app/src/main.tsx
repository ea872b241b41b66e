import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App, loadPageOf } from './routes';
import { readServerState } from './serverState';
import { StoresProvider } from './state/hooks';
import { createStores } from './state/stores';
import { startLanguage } from './texts/browserLanguage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/**
 * Starts the app once the page's words and code are here. A public page arrives rendered with the
 * state it was rendered from: the stores start from that state, so hydration asks the server
 * nothing, and it hydrates whole at once: until then a press is the browser's own (a link loads its
 * page), after it the app's, never lost between the two. Other routes render here from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const serverState = readServerState();
  const [language] = await Promise.all([
    startLanguage(serverState?.locale),
    // A page rendered here from scratch shows the spinner while its code arrives, as after a
    // click; one a visitor is sent away from (the profile, say) never needs its code.
    serverState && loadPageOf(window.location.pathname),
  ]);
  const stores = createStores({
    seed: serverState ?? { origin: window.location.origin, now: Date.now() },
    storage: localStorage,
    tabStorage: sessionStorage,
    language,
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
}

// Not a top-level await: the bundler would then split every module the entry shares with a lazy
// page into a chunk of its own (so a page never waits on the entry's await), a dozen more requests.
void start(root);
