import { createRequire } from 'node:module';

/**
 * LanceDB's CommonJS build uses its own apache-arrow instance; an ESM `import * as arrow` would be a
 * second copy whose schemas LanceDB rejects ("schemas must be equivalent"). Load the same copy it does.
 */
const require = createRequire(import.meta.url);
export const arrow = require('apache-arrow') as typeof import('apache-arrow');
