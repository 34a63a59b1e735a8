import { Navigate } from 'react-router-dom';
import { LegalDocument } from '../components/LegalDocument';
import type { LegalDocument as LegalDocumentData } from '../content/schemas';
import { useContent } from '../texts';
import { usePagePath } from './routing';

/** Renders the legal document of the current path. */
export default function LegalRoute() {
  const { legalDocuments } = useContent('legal');
  /** Legal documents, by canonical path. */
  const legalPages: Readonly<Record<string, LegalDocumentData>> = {
    '/legal/privacy': legalDocuments.privacy,
    '/legal/terms': legalDocuments.terms,
    '/legal/hipaa': legalDocuments.hipaa,
    '/legal/accessibility': legalDocuments.accessibility,
    '/legal/nondiscrimination': legalDocuments.nondiscrimination,
  };
  const path = usePagePath();
  const document = legalPages[path];
  if (!document) return <Navigate to="/" replace />;
  return <LegalDocument document={document} />;
}
