// What wouter imports as `use-sync-external-store/shim` (vite.config.ts aliases it here): React 19
// has the hook itself, and the shim (for React 17) was 0.25 KB gzipped on every first load.
export { useSyncExternalStore } from 'react';
