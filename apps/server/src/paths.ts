import { fileURLToPath } from 'node:url';

// Both src/*.ts (run by tsx) and the bundled dist/*.js sit one folder below apps/server,
// so the same relative URLs find the right folders from either.

/** JSON data files the seeders load: the repo's data/ folder, shared with the domain package's checks. */
export const seedDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

/** The built web app (apps/web/dist). */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
