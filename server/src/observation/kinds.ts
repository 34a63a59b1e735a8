// The kinds of browser event the server counts (metrics.ts), from a fixed list, so every
// label stays bounded (a render's: RenderFailure, rendering/supervision.ts).

export type BrowserEventKind = 'error' | 'rejection' | 'load-failed' | 'panel' | 'script-missing';
