// The kinds of problem the server counts (metrics.ts), each from a fixed list, so every
// label stays bounded.

export type RenderFailure =
  | 'overrun'
  | 'crash'
  | 'rejection'
  | 'out-of-memory'
  | 'missing-build'
  | 'part-failed'
  | 'benched';
export type BrowserEventKind = 'error' | 'rejection' | 'load-failed' | 'panel' | 'script-missing';
