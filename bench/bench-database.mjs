// The PostgreSQL server named by BENCH_DATABASE_URL: a database made for one bench and dropped after.
import pg from 'pg';

async function asAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `use` with the URL of a new, empty database on that server, dropped afterwards. */
export async function withBenchDatabase(adminUrl, use) {
  const name = `shop_bench_${Date.now()}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await asAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
}
