import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mnemo } from './bridge-client';
import { App } from './App';
import { browserHistory } from './state/nav';
import { createAppStore } from './state/store';
import { pageThumbBatches } from './thumb-batches';
import './styles/base.css';
import './styles/shell.css';
import './styles/views.css';
import './styles/review.css';

const store = mnemo ? createAppStore(mnemo, { history: browserHistory(), session: window.sessionStorage, thumbBatches: pageThumbBatches() }) : null;
// Subscribed before the first render so the engine state main sends on load is not missed.
store?.getState().connect();
// The timeline is what most windows open on: ask for it first, before the slower library status.
if (store?.getState().route.view === 'timeline') void store.getState().loadTimeline();
void store?.getState().load();
browserHistory().listen(() => store?.getState().syncRoute());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
