// The endpoints `npm run bench` measures. Each later feature adds its own hot paths here.
// `minRatio` is the target share of a bare Node http server's requests/s answering the same bytes.
export const ENDPOINTS = [{ name: 'health', method: 'GET', path: '/api/health', minRatio: 0.6 }];
