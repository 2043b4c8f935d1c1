import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { builtInlineScriptSources, inlineScriptSources } from './inline-scripts';
import { securityHeaders } from './security-headers';

describe("the built pages' inline scripts", () => {
  it('are allowed by the hash a browser works out for each, and scripts with a source are not counted', () => {
    // The example of the CSP specification's users (MDN, "script-src", hashes).
    const html = `<head><script>alert('Hello, world.');</script><script type="module" src="/a.js"></script></head>`;
    expect(inlineScriptSources(html)).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('are read from the built index.html into the policy, and none is allowed without a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    expect(builtInlineScriptSources(dist)).toEqual([]);
    writeFileSync(
      join(dist, 'index.html'),
      `<head><script>alert('Hello, world.');</script></head>`,
    );
    const sources = builtInlineScriptSources(dist);
    const policy = securityHeaders(loadConfig({}), sources)['content-security-policy'];
    expect(policy).toContain(
      "script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=';",
    );
    expect(policy).toContain("script-src-attr 'none'");
  });
});
