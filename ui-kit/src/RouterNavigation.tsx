import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ClientNavigation } from './navigation';

/** Lets the UI kit's links move the client-side router they are in (see `ClientNavigation`). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <ClientNavigation.Provider value={navigate}>{children}</ClientNavigation.Provider>;
}
