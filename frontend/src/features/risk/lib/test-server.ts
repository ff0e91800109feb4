// Moved to @/testing/fake-server (shared by the risk and incident tests).
export * from '@/testing/fake-server';
