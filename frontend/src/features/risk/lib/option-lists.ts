// Moved to @/lib/option-lists (shared by the risk and incident screens).
export * from '@/lib/option-lists';
