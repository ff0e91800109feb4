// Moved to @/components/ui/stale-alert (shared by the risk and incident pages).
export { StaleAlert } from '@/components/ui/stale-alert';
