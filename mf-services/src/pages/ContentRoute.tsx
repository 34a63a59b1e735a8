import { Navigate } from 'react-router-dom';
import { ContentPage } from '../components/ContentPage';
import type { ContentPage as ContentPageData } from '../content/schemas';
import { useContent } from '../texts';
import { usePagePath } from './routing';

/** Renders the content-block page of the current path. */
export default function ContentRoute() {
  const { consultationsPage, insurancePage, medicationSyncPage, refillsPage, transfersPage } =
    useContent('content');
  /** Pages built from content blocks, by canonical path. */
  const contentPages: Readonly<Record<string, ContentPageData>> = {
    '/services/refills': refillsPage,
    '/services/transfers': transfersPage,
    '/services/consultations': consultationsPage,
    '/services/medication-sync': medicationSyncPage,
    '/support/insurance': insurancePage,
  };
  const path = usePagePath();
  const content = contentPages[path];
  if (!content) return <Navigate to="/" replace />;
  return <ContentPage content={content} />;
}
