// First: it starts the first screen's calls before the rest is evaluated.
import { bridge } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { browserHistory } from './state/nav';
import { createAppStore } from './state/store';
import { pageThumbBatches } from './thumb-batches';
import { preloadViews } from './views/lazy';
import './styles/base.css';
import './styles/shell.css';
import './styles/views.css';
import './styles/review.css';

const store = bridge ? createAppStore(bridge, { history: browserHistory(), session: window.sessionStorage, thumbBatches: pageThumbBatches() }) : null;
// Subscribed before the first render so the engine state main sends on load is not missed.
store?.getState().connect();
// The timeline is what most windows open on: ask for it first, before the slower library status.
if (store?.getState().route.view === 'timeline') void store.getState().loadTimeline();
void store?.getState().load();
// The other views' chunks, once the first screen is shown and the page is idle.
void store?.getState().afterFirstScreen().then(() => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(preloadViews, { timeout: 5_000 });
  else setTimeout(preloadViews, 0);
});
browserHistory().listen(() => store?.getState().syncRoute());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
