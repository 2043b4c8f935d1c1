// The page's first script, written into the <head> of index.html and every prerendered page by the
// build (vite.config.ts): it listens before a single control of the body is parsed or painted, so no
// tap comes before it, however late the entry arrives (docs/decisions/076-no-first-tap-lost.md).
import { holdEarlyTaps } from './lib/early-taps';

window.shopEarlyTaps = holdEarlyTaps(() => document.getElementById('root'));
