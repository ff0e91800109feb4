// Vite build, dev-server proxy to the Rust gateway, and the Vitest set-up.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';

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
        // One small chunk for the icons three or more chunks use, instead of one
        // request per icon; an icon of one or two screens goes with them, so the
        // sign-in page does not carry every app's menu and page icons (budget).
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]@tabler[\\/]icons-react[\\/]/, minShareCount: 3 }] },
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
