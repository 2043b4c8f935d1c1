#!/usr/bin/env node
// A real login's latency while junk logins run, at OWASP's scrypt cost (the shop's default), on the built
// shop: 60 junk logins from one address, then one from each of 60 and of 200 addresses, the customer
// from another (X-Forwarded-For through a trusted proxy on loopback). Prints the login's time alone, under the junk load, and how the junk was answered.
// Done when the login under load takes under 2 s at each load (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
import { startBuiltShop } from './shop.mjs';

const JUNK_LOGINS = 60;
const PASSWORD = 'Rig#Forge2025';
const EMAIL = 'bench-login@example.in';

// Development, for its outbox (the verification link); the password hash cost is OWASP's all the same.
const startShop = () =>
  startBuiltShop({ NODE_ENV: 'development', PASSWORD_HASH_COST: '', TRUST_PROXY: '127.0.0.1' });

const post = (url, path, body, from) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });

async function timedLogin(url) {
  const started = performance.now();
  const response = await post(
    url,
    '/api/login',
    { email: EMAIL, password: PASSWORD },
    '203.0.113.20',
  );
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

const shop = await startShop();
try {
  const registered = await post(
    shop.url,
    '/api/register',
    {
      firstName: 'Bench',
      lastName: 'Login',
      email: EMAIL,
      number: '9876543210',
      password: PASSWORD,
    },
    '203.0.113.20',
  );
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const outbox = await (await fetch(`${shop.url}/api/dev/outbox`)).json();
  const link = outbox.messages.find((message) => message.to === EMAIL)?.links?.[0];
  if (!link) throw new Error('no verification link in the outbox');
  await fetch(`${shop.url}${new URL(link).pathname}${new URL(link).search}`, {
    redirect: 'manual',
  });

  const alone = await timedLogin(shop.url);
  console.log('\nA real login while junk logins run (scrypt at OWASP cost)');
  console.log(`  alone:                   ${alone.ms} ms (status ${alone.status})`);
  // The junk from one address, then one junk login from each of 60 and of 200 addresses: the
  // line of password checks is fair between addresses, and a real account's check goes first.
  for (const { count, addresses } of [
    { count: JUNK_LOGINS, addresses: 1 },
    { count: 60, addresses: 60 },
    { count: 200, addresses: 200 },
  ]) {
    const junk = Array.from({ length: count }, (_, index) =>
      post(
        shop.url,
        '/api/login',
        { email: `junk${addresses}-${index}@example.in`, password: 'Wrong#Pass1' },
        addresses === 1 ? '198.51.100.7' : `198.51.${100 + Math.floor(index / 250)}.${index % 250}`,
        // Junk still waiting when the server's request timeout passes is cut off.
      ).catch(() => ({ status: 'cut off' })),
    );
    // Let the junk reach the server first, as an attack already under way would.
    await new Promise((done) => setTimeout(done, 50));
    const underLoad = await timedLogin(shop.url);
    const junkStatuses = {};
    for (const response of await Promise.all(junk)) {
      junkStatuses[response.status] = (junkStatuses[response.status] ?? 0) + 1;
    }
    const from = addresses === 1 ? 'one address' : `${addresses} addresses`;
    console.log(
      `  with ${count} junk logins from ${from}: ${underLoad.ms} ms (status ${underLoad.status})`,
    );
    console.log(`    ratio to alone:        ${(underLoad.ms / alone.ms).toFixed(2)}`);
    console.log(`    junk answered:         ${JSON.stringify(junkStatuses)}`);
    console.log(
      `    under 2 s:             ${underLoad.ms < 2000 && underLoad.status === 200 ? 'yes' : 'NO'}`,
    );
  }
} finally {
  await shop.stop();
}
