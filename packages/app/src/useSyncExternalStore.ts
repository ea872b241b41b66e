// wouter imports useSyncExternalStore from `use-sync-external-store/shim`, the package that
// brings the hook to React 17 and older; the build points that import here (vite.config.ts), so
// React 19's own hook is used without the shim's code on the first visit.
export { useSyncExternalStore } from 'react';
