import { bytesLoader, fetchBatch, serveLoads } from './thumb-loader';

// The page's thumbnail batches are fetched and sliced here (thumb-loader.ts says why).
serveLoads(self, bytesLoader(fetchBatch));
