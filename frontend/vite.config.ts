// Vite build, dev-server proxy to the Rust gateway, and the Vitest set-up.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';

// Chunking for the sign-in page's budget (ADR 24). Rolldown makes a common
// chunk for each set of chunks that share modules, without counting that every
// lazy page loads after the app shell; with ~130 lazy pages the sign-in page
// came in ~75 small files, each gzipped alone. Instead, the src modules that
// app/app.tsx and the sign-in page import statically go into one chunk, and
// rolldown adds the library code they use (includeDependenciesRecursively
// follows the tree-shaken graph; importedIds would take whole barrels).
const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const SHELL_ROOTS = [`${SRC}app/app.tsx`, `${SRC}features/auth/routes/login.tsx`];

/**
 * The src modules `roots` import statically, directly or through other src
 * modules, and the library stylesheets they import (Mantine's styles.css must
 * stay in the same CSS file as, and ahead of, the src stylesheets after it).
 */
function staticSrcClosure(ctx: Rolldown.ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    if (id.startsWith(SRC)) {
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    } else if (id.endsWith('.css')) {
      seen.add(id);
    }
  }
  return seen;
}

const shellModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/** 'app-shell' for a src module of the shell or sign-in page, except the two lazy roots. */
function appShellChunk(id: string, ctx: Rolldown.ChunkingContext): string | null {
  let shell = shellModules.get(ctx);
  if (!shell) {
    shell = staticSrcClosure(ctx, SHELL_ROOTS);
    shellModules.set(ctx, shell);
  }
  // The roots stay dynamic entries of their own (main.tsx and the router import them lazily).
  return shell.has(id) && !SHELL_ROOTS.includes(id) ? 'app-shell' : null;
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/healthz': { target: backend },
      '/.well-known': { target: backend },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend },
      '/healthz': { target: backend },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/bundle-report.mjs (sizes and the sign-in page's budget).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // main.tsx and what it imports (React, the spinner) stay in the entry
            // chunk. First, or app-shell would pull React in with its
            // dependencies and index.html would load the whole shell eagerly.
            { name: 'entry', tags: ['$initial'], priority: 3 },
            { name: appShellChunk, debugName: 'app-shell', priority: 2 },
            // One small chunk for the icons three or more lazy pages use, instead
            // of one request per icon; the shell's icons are in app-shell.
            { name: 'icons', test: /[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // A screen test renders the whole route with Mantine in jsdom; on a
    // loaded 2-core machine one can pass 5 s without anything being wrong.
    // This bounds a hang, it does not measure speed.
    testTimeout: 20_000,
  },
});
