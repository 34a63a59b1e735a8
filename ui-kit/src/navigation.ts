import { createContext, useContext } from 'react';

/**
 * How a link moves to another page of the site without a document load: given by a
 * client-side router (the shell's app in `pnpm dev`, and a page the browser renders
 * itself), absent from server HTML and islands, where a link is a plain document load.
 * It lets the UI kit's links work with no router on the page, so an island that only
 * shows links never loads one.
 */
export const ClientNavigation = createContext<((to: string) => void) | null>(null);

export const useClientNavigation = () => useContext(ClientNavigation);
