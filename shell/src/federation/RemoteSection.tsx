import { type ComponentType, type ReactNode, Suspense } from 'react';
import { type RemoteName, useLocale } from 'shared-content';
import { pageWidth, VisuallyHidden } from 'ui-kit';
import { type ShellSlot, shellSlots } from '../content/pages';
import { PART_ATTRIBUTE } from '../observe/attribution';
import { sectionExpose, slotFillers } from './composition';
import { useRemotesConfig } from './preloaded';
import * as styles from './RemoteSection.css';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
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
    <PartOf remote={remote}>
      <LoadedSection remote={remote} expose={expose} />
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
  <PartOf remote={remote}>
    <LoadedWidget remote={remote} expose={expose} />
  </PartOf>
);

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
