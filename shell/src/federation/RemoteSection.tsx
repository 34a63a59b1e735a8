import { css } from '@emotion/react';
import { type RemoteName, theme } from 'shared-content';
import { pageWidth, VisuallyHidden } from 'shared-content/ui';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
import { isMissingChunk, mayReloadForNewDeploy, ReloadForNewDeploy } from './staleDeploy';
import { useRemoteComponent } from './useRemoteComponent';

const loadingStyle = css({ minHeight: '60vh', paddingTop: theme.space.xl });

/** A route owned by a remote: loads its `./Section`, or shows the failure panel. */
export function RemoteSection({ remote }: { remote: RemoteName }) {
  const { state, retry, attempt } = useRemoteComponent(remote, './Section');

  if (state.status === 'ready') {
    const { Component } = state;
    return (
      <SectionErrorBoundary
        key={attempt}
        fallback={(error) =>
          isMissingChunk(error) && mayReloadForNewDeploy() ? (
            <ReloadForNewDeploy />
          ) : (
            <SectionUnavailable onRetry={retry} />
          )
        }
      >
        <Component />
      </SectionErrorBoundary>
    );
  }
  if (state.status === 'failed' || state.slow || attempt > 0) {
    return (
      <SectionUnavailable
        onRetry={retry}
        slow={state.status === 'loading' && state.slow}
        retrying={state.status === 'loading'}
      />
    );
  }
  return (
    <div css={[pageWidth, loadingStyle]} aria-busy="true">
      <VisuallyHidden>
        <span role="status">Loading…</span>
      </VisuallyHidden>
    </div>
  );
}

/** A remote's widget inside a shell page: left out quietly if it fails. */
export function RemoteWidget({ remote, expose }: { remote: 'mf-reviews'; expose: './HomeWidget' }) {
  const { state } = useRemoteComponent(remote, expose);
  if (state.status !== 'ready') return null;
  const { Component } = state;
  return (
    <SectionErrorBoundary fallback={() => null}>
      <Component />
    </SectionErrorBoundary>
  );
}
