// The one protocol between the server process and its render workers (pool.ts ↔
// worker.ts): what a worker starts with, the task that crosses to it once per render, its
// answer, and the message it posts before it exits on an error nothing handled. Kinds, not
// message texts, say what happened.
import type { RenderRequest, RenderResult } from 'shell/server';
import type { RenderBudget } from '../config.ts';

/** What every render worker is started with. */
export type WorkerData = {
  shellDist: string;
  budget: RenderBudget;
  /** REPORT_SAMPLE below 1: the share of page views whose browser reports, told in each page. */
  reportSample: number;
};

/**
 * A remote's server build as a task names it: where its entry is, its version, and where
 * its browser manifest is, which the worker reads once per version and keeps instead of
 * receiving it with every task.
 */
export type TaskRemote = {
  entry: string;
  version: string;
  browserUrl: string;
  browserSource: string;
};

/**
 * One page to render as it crosses to a worker: what `pageFor` worked out and what the
 * page is rendered with. The template, the budget and the manifests stay in the worker.
 */
export type RenderTask = Omit<RenderRequest, 'template' | 'budget' | 'serverRemotes'> & {
  serverRemotes: Record<string, TaskRemote>;
  /** Put the page's stylesheets inline (render-task.ts): a server does, a prerender not. */
  inlineStyles?: boolean;
};

/** A worker's answer to a task. */
export type TaskAnswer =
  | { kind: 'rendered'; result: RenderResult }
  /** The shell's own server build cannot be loaded: no remote is to blame. */
  | { kind: 'shell-build-failed'; message: string };

/** What a worker posts before it exits on an error nothing handled. */
export type WorkerCrash = {
  kind: 'worker-crash';
  cause: 'uncaught-exception' | 'unhandled-rejection';
  message: string;
  /** The remotes of the page it rendered last: the suspects. */
  remotes: string[];
};
