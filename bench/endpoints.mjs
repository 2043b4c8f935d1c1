// The endpoints `npm run bench` measures. Each later feature adds its own hot paths here.
// `minRatio` is the target share of a bare Node http server's requests/s answering the same bytes.
export const ENDPOINTS = [
  { name: 'health', method: 'GET', path: '/api/health', minRatio: 0.6 },
  // The whole in-stock catalogue (about 47 kB of JSON) from memory, as the configurator loads it.
  {
    name: 'fetchAllComponents',
    method: 'POST',
    path: '/api/fetchAllComponents',
    minRatio: 0.5,
  },
];
