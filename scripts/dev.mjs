#!/usr/bin/env node
// `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';

// Pages come from Vite's server, so that is the shop's address: the API accepts changes only from
// its own address, and its links (emails, payment returns) lead there.
const serverEnv = {
  ...process.env,
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? 'http://localhost:5173',
};

const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], { stdio: 'inherit' }),
];

function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children) child.on('exit', () => stopAll('SIGTERM'));
