// Loads the shop with wrk (Debian's `wrk` package): a load generator written in C that costs the machine
// several times less CPU per request than autocannon, so on a machine of two cores more of them is left to
// the server being measured. Same shape of options and figures as load.mjs; its p99 of pipelined
// requests is not a real one (wrk times a pipelined batch from its first write), so callers leave it out.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const WRK = '/usr/bin/wrk';
export const wrkInstalled = () => existsSync(WRK);

const lua = (text) => JSON.stringify(text);

/** The request as a wrk script, written `pipelining` times into each send as autocannon -p does. */
function script({ method = 'GET', body, headers = {} }, pipelining) {
  const lines = [`wrk.method = ${lua(method)}`];
  if (body !== undefined) lines.push(`wrk.body = ${lua(body)}`);
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  }
  lines.push(
    `init = function(args) local r = {} for i = 1, ${pipelining} do r[i] = wrk.format() end batch = table.concat(r) end`,
    'request = function() return batch end',
  );
  return `${lines.join('\n')}\n`;
}

const milliseconds = { us: 1e-3, ms: 1, s: 1e3 };

/** wrk's report as load.mjs's figures. */
function figures(report) {
  const number = (pattern) => Number(pattern.exec(report)?.[1] ?? 0);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)/m.exec(report);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p99Ms: p99 ? Math.round(Number(p99[1]) * milliseconds[p99[2]]) : null,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
    total: number(/(\d+) requests in/),
  };
}

export async function loadWithWrk({
  url,
  duration = 10,
  connections = 100,
  pipelining = 10,
  ...request
}) {
  const folder = await mkdtemp(join(tmpdir(), 'shop-wrk-'));
  try {
    const file = join(folder, 'request.lua');
    await writeFile(file, script(request, pipelining));
    const args = [
      '-t',
      '1',
      '-c',
      String(connections),
      '-d',
      `${duration}s`,
      '--latency',
      '-s',
      file,
      url,
    ];
    const report = await new Promise((done, fail) =>
      execFile(WRK, args, (error, stdout) => (error ? fail(error) : done(stdout))),
    );
    return figures(report);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
