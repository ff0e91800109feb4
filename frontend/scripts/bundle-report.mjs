// Prints the size of every JavaScript chunk after `vite build` and checks the
// budget of issue 5: the JavaScript needed to show /pages/login is at most
// 250 KB gzipped, and no other page's module is part of it (all load lazily).
// Reads dist/.vite/manifest.json; exits 1 when the budget is broken.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = new URL('../dist/', import.meta.url).pathname;
// Issue 5's budget. What keeps the page under it is the chunking in
// vite.config.ts (ADR 24): the app shell's and the sign-in page's modules share
// one chunk instead of ~75 small ones, and icons and Mantine parts used only by
// lazy pages stay out of it (issue 16's template pages had pushed it to 266.8 KB).
const BUDGET = 250 * 1000;
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** The manifest key of a source module, e.g. src/app/app.tsx. */
function keyOf(src) {
  const key = Object.keys(manifest).find((k) => manifest[k].src === src || k === src);
  if (!key) throw new Error(`${src} is not in the build manifest`);
  return key;
}

/** A chunk with everything it imports statically (what loads with it). */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

// Showing /pages/login: the entry, the lazily loaded app shell (providers,
// router) and the sign-in page itself, each with its static imports.
const loginKeys = closure([keyOf('index.html'), keyOf('src/app/app.tsx'), keyOf('src/features/auth/routes/login.tsx')]);
const loginFiles = [...loginKeys].map((k) => manifest[k].file);
const loginTotal = loginFiles.reduce((sum, f) => sum + gz(f), 0);

const rows = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({
    chunk: c.src ?? key,
    file: c.file,
    raw: readFileSync(join(DIST, c.file)).length,
    gzip: gz(c.file),
    login: loginKeys.has(key),
  }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('\nJavaScript chunks (gzip -9), * = loaded for /pages/login');
for (const r of rows) {
  console.log(`${r.login ? '*' : ' '} ${kb(r.gzip).padStart(9)}  ${kb(r.raw).padStart(9)} raw  ${r.chunk}`);
}
console.log(`\nInitial JavaScript for /pages/login: ${kb(loginTotal)} gzipped in ${loginFiles.length} files (budget ${kb(BUDGET)})`);

// Every other page module must be a lazy chunk of its own, outside that set.
const eagerPages = [...loginKeys]
  .map((k) => manifest[k].src ?? '')
  .filter((src) => /src\/features\/[^/]+\/routes\//.test(src) && !src.endsWith('auth/routes/login.tsx'));
let failed = false;
if (eagerPages.length > 0) {
  console.error(`Pages bundled into the sign-in page's JavaScript: ${eagerPages.join(', ')}`);
  failed = true;
}
if (loginTotal > BUDGET) {
  console.error(`Over budget by ${kb(loginTotal - BUDGET)}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
