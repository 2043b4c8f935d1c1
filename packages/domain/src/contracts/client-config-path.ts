/**
 * Where the web app's configuration is read, apart from its contract (./client-config.ts), so a
 * page can fetch it without building that contract's schemas at start-up
 * (docs/decisions/120-zod-off-the-start-path.md).
 */
export const CLIENT_CONFIG_PATH = '/api/client-config';
