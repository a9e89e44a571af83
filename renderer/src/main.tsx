import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mnemo } from './api';
import { App } from './App';
import { createLibraryStore } from './store';
import './styles.css';

const store = mnemo ? createLibraryStore(mnemo) : null;
// Subscribed before the first render so the engine state main sends on load is not missed.
store?.getState().connect();
void store?.getState().load();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
