// Runs in its own process so the load generator never shares an event loop with a server under test.
// Usage: node load.mjs '<json options for autocannon>'  -> prints one JSON line with the result.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon({ connections: 100, pipelining: 10, duration: 10, ...options });
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  })}\n`,
);
