import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { type RemoteName, useLocale } from 'shared-content';
import { pageWidth, VisuallyHidden } from 'ui-kit';
import { type ShellSlot, shellSlots } from '../content/pages';
import { PART_ATTRIBUTE } from '../observe/attribution';
import { sectionExpose, slotFillers } from './composition';
import { usePreloadedModule, useRemotesConfig } from './preloaded';
import * as styles from './RemoteSection.css';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
import type { ServerPart } from './serverPart';
import { isMissingChunk, mayReloadForNewDeploy, ReloadForNewDeploy } from './staleDeploy';
import { useRemoteComponent } from './useRemoteComponent';

/**
 * Which remote a part of the page is (its INP and layout shifts are attributed to it,
 * `observe/attribution.ts`). Takes no box of its own: the page lays out as without it.
 */
const PartOf = ({ remote, children }: { remote: RemoteName; children: ReactNode }) => (
  <div {...{ [PART_ATTRIBUTE]: remote }} className={styles.partOf}>
    {children}
  </div>
);

const SectionLoading = () => (
  <div className={`${pageWidth} ${styles.loading}`} aria-busy="true">
    <VisuallyHidden>
      <span role="status">Loading…</span>
    </VisuallyHidden>
  </div>
);

/** A part whose component is at hand (the server's render, or loaded in the browser). */
const LoadedPart = ({ Component }: { Component: ComponentType }) => <Component />;

/** A part the server rendered: waits (its server HTML staying) until its script arrives. */
function ArrivingPart({ part }: { part: ServerPart }) {
  const Component = use(part.component);
  useEffect(() => {
    part.markHydrated();
  }, [part]);
  return <Component />;
}

/**
 * A remote's part of the page, in the one shape the server and the browser both render
 * (the same shape keeps `useId` and hydration in step): a note slot (empty on the
 * server), then the part in its error boundary and its own Suspense boundary.
 */
const PartFrame = ({ note, part }: { note: ReactNode; part: ReactNode }) => (
  <>
    {note}
    {part}
  </>
);

// Needed only when a part's script fails: its code loads then, from the shell.
const ScriptMissingNote = lazy(() => import('./ScriptMissingNote'));

/** A section the server rendered: hydrates when its script arrives, keeps its HTML if it never does. */
function ServerRenderedSection({ part }: { part: ServerPart }) {
  const status = useSyncExternalStore(part.subscribe, part.status, () => 'loading' as const);
  const { pathname } = useLocation();
  const [renderedPath] = useState(pathname);
  const [retried, setRetried] = useState(false);
  const retry = () => {
    setRetried(true);
    part.retry();
  };
  // One element for the life of the section: a dehydrated boundary that received new
  // props would be rendered anew in the browser, losing the server's HTML.
  const body = useMemo(
    () => (
      <SectionErrorBoundary fallback={() => <SectionUnavailable />}>
        <Suspense fallback={<SectionLoading />}>
          <ArrivingPart part={part} />
        </Suspense>
      </SectionErrorBoundary>
    ),
    [part],
  );
  if (status === 'failed' && pathname !== renderedPath) {
    // Moved within the section without its script: there is no server HTML for this page.
    return <PartFrame note={null} part={<SectionUnavailable />} />;
  }
  const showNote = status === 'failed' || (status === 'loading' && retried);
  return (
    <PartFrame
      note={
        showNote && (
          <Suspense fallback={null}>
            <ScriptMissingNote onRetry={retry} retrying={status === 'loading'} />
          </Suspense>
        )
      }
      part={body}
    />
  );
}

/** A section loaded in the browser (client-side navigation), or rendered on the server. */
function LoadedSection({ remote, expose }: { remote: RemoteName; expose: string }) {
  const { state, attempt } = useRemoteComponent(remote, expose);

  if (state.status === 'ready') {
    return (
      <PartFrame
        note={null}
        part={
          <SectionErrorBoundary
            key={attempt}
            fallback={(error) =>
              isMissingChunk(error) && mayReloadForNewDeploy() ? (
                <ReloadForNewDeploy />
              ) : (
                <SectionUnavailable />
              )
            }
          >
            <Suspense fallback={<SectionLoading />}>
              <LoadedPart Component={state.Component} />
            </Suspense>
          </SectionErrorBoundary>
        }
      />
    );
  }
  if (state.status === 'failed' || state.slow || attempt > 0) {
    return <SectionUnavailable slow={state.status === 'loading' && state.slow} />;
  }
  return <SectionLoading />;
}

/** A route owned by a remote: its `./Section`, or the failure panel. */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  const expose = sectionExpose(useRemotesConfig(), remote, useLocale());
  return (
    <RemotePart
      remote={remote}
      expose={expose}
      ServerRendered={ServerRenderedSection}
      Loaded={LoadedSection}
    />
  );
}

interface PartKinds {
  /** The part as the server rendered it, hydrated when its script arrives. */
  ServerRendered: ComponentType<{ part: ServerPart }>;
  /** The part loaded in the browser. */
  Loaded: ComponentType<{ remote: RemoteName; expose: string }>;
}

/** A remote's part of the page, marked as that remote's: the server's render, or loaded here. */
function RemotePart({
  remote,
  expose,
  ServerRendered,
  Loaded,
}: { remote: RemoteName; expose: string } & PartKinds) {
  const preloaded = usePreloadedModule(remote, expose);
  return (
    <PartOf remote={remote}>
      {preloaded && typeof preloaded === 'object' && 'part' in preloaded ? (
        <ServerRendered part={preloaded.part} />
      ) : (
        <Loaded remote={remote} expose={expose} />
      )}
    </PartOf>
  );
}

/**
 * A slot a shell page offers: whatever the live composition says fills it (a remote's
 * widget), each left out quietly if it fails to load; nothing when no remote fills it.
 */
export function Slot({ name }: { name: ShellSlot }) {
  const fillers = slotFillers(useRemotesConfig(), shellSlots[name], useLocale(), name);
  return (
    <>
      {fillers.map(({ remote, expose }) => (
        <RemoteWidget key={`${remote}/${expose}`} remote={remote} expose={expose} />
      ))}
    </>
  );
}

/** A remote's widget inside a shell page: left out quietly if it fails to load. */
const RemoteWidget = ({ remote, expose }: { remote: RemoteName; expose: string }) => (
  <RemotePart
    remote={remote}
    expose={expose}
    ServerRendered={ServerRenderedWidget}
    Loaded={LoadedWidget}
  />
);

/** The server rendered it: its HTML stays until (or unless) its script arrives. */
function ServerRenderedWidget({ part }: { part: ServerPart }) {
  const body = useMemo(() => <ArrivingPart part={part} />, [part]);
  return (
    <SectionErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{body}</Suspense>
    </SectionErrorBoundary>
  );
}

function LoadedWidget({ remote, expose }: { remote: RemoteName; expose: string }) {
  const { state } = useRemoteComponent(remote, expose);
  if (state.status !== 'ready') return null;
  return (
    <SectionErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <LoadedPart Component={state.Component} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
