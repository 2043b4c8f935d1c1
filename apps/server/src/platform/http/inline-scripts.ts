import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The content security policy's sources for the inline scripts of `html`: the hash of each, so the
 * browser runs exactly those and no other inline script (the web build writes one, the tap hold of
 * docs/decisions/076-no-first-tap-lost.md, into the head of every page).
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The sources for the inline scripts of the built pages (none when the web app is not built). */
export function builtInlineScriptSources(webDistDir: string): string[] {
  const page = join(webDistDir, 'index.html');
  return existsSync(page) ? inlineScriptSources(readFileSync(page, 'utf8')) : [];
}
