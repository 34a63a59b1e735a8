import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findRoute, normalizePath, pageRoutes, type RemoteName } from 'shared-content';
import { legalDocuments } from 'shared-content/content/legal';
import {
  consultationsPage,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from 'shared-content/content/services';
import { insurancePage } from 'shared-content/content/support';
import type { LegalDocument as LegalDocumentData } from 'shared-content/schemas/legal';
import type { ContentPage as ContentPageData } from 'shared-content/schemas/services';
import { ContentPage } from '../components/ContentPage';
import { LegalDocument } from '../components/LegalDocument';

/** Pages built from content blocks, by canonical path. */
export const contentPages: Readonly<Record<string, ContentPageData>> = {
  '/services/refills': refillsPage,
  '/services/transfers': transfersPage,
  '/services/consultations': consultationsPage,
  '/services/medication-sync': medicationSyncPage,
  '/support/insurance': insurancePage,
};

/** Legal documents, by canonical path. */
export const legalPages: Readonly<Record<string, LegalDocumentData>> = {
  '/legal/privacy': legalDocuments.privacy,
  '/legal/terms': legalDocuments.terms,
  '/legal/hipaa': legalDocuments.hipaa,
  '/legal/accessibility': legalDocuments.accessibility,
  '/legal/nondiscrimination': legalDocuments.nondiscrimination,
};

/**
 * The page the current URL shows: its canonical path, and (on an alias such as
 * `/services/sync`) the canonical path to announce with `<link rel="canonical">`.
 */
export function usePageRoute() {
  const { pathname } = useLocation();
  const canonicalPath = findRoute(pathname)?.canonical;
  return { path: canonicalPath ?? normalizePath(pathname), canonicalPath };
}

/** Renders the content-block page of the current path. */
export function ContentRoute() {
  const { path, canonicalPath } = usePageRoute();
  const content = contentPages[path];
  if (!content) return <Navigate to="/" replace />;
  return <ContentPage content={content} canonicalPath={canonicalPath} />;
}

/** Renders the legal document of the current path. */
export function LegalRoute() {
  const { path, canonicalPath } = usePageRoute();
  const document = legalPages[path];
  if (!document) return <Navigate to="/" replace />;
  return <LegalDocument document={document} canonicalPath={canonicalPath} />;
}

/**
 * Adds the alias routes of the route table (e.g. `/services/sync`) to a remote's
 * pages: each renders the component of its canonical page, which reads the canonical
 * path from the route table (`usePageRoute`).
 */
export function withAliases(
  pages: Readonly<Record<string, ComponentType>>,
  remote: RemoteName,
): Record<string, ComponentType> {
  const aliases: Record<string, ComponentType> = {};
  for (const route of pageRoutes) {
    const page = route.canonical ? pages[route.canonical] : undefined;
    if (route.owner === remote && page) aliases[route.path] = page;
  }
  return { ...pages, ...aliases };
}
