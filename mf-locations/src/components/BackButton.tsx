import { useLocation, useNavigate } from 'react-router-dom';
import { ActionLink, Button } from 'ui-kit';
import { useContent } from '../useContent';

/**
 * True when the visitor reached this page by navigating inside the site, so the
 * browser's back goes to a page of ours. The router gives the first entry of a
 * visit the key "default"; a browser router also keeps its index in history.state.
 */
function hasInSiteHistory(key: string) {
  if (key === 'default') return false;
  const index = (window.history.state as { idx?: number } | null)?.idx;
  return index === undefined || index > 0;
}

/** Back: the browser's history back when it stays in the site, else a link to /locations. */
export function BackButton() {
  const { key } = useLocation();
  const navigate = useNavigate();
  const labels = useContent().locationsUi.detail;
  const arrow = <span aria-hidden="true">←</span>;
  if (hasInSiteHistory(key)) {
    return (
      <Button variant="secondary" onClick={() => navigate(-1)}>
        {arrow} {labels.back}
      </Button>
    );
  }
  return (
    <ActionLink link={labels.backToLocations} variant="secondary">
      {arrow} {labels.backToLocations.label}
    </ActionLink>
  );
}
