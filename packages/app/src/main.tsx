import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './routes';
import { readServerState, seedStores } from './serverState';
import { checkSession } from './state/auth';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
);

// A public page arrives rendered with the state it was rendered from: the stores start from that
// state, so hydration asks the server nothing. Other routes render here from scratch.
const serverState = readServerState();
if (serverState) {
  seedStores(serverState);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
void checkSession();
