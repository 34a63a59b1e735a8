import { createContext, useContext, useMemo } from 'react';
import type { LocationId, PharmacyLocation, StaffMember } from '../schemas/locations';
import type { SiteText } from '../schemas/siteText';
import { locations } from './locations';
import { siteText as english } from './siteText';
import { staff } from './staff';

// In the one shared copy of `shared-content` (the shell provides it), like the other
// contexts: a remote running its own copy of `ui-kit` still reads the shell's.

/**
 * The chrome's and UI kit's texts in the page's language: English by default; a Spanish
 * page's shell provides `siteText` of `shared-content/site-es`, loaded on Spanish pages only.
 */
const SiteTextContext = createContext<SiteText>(english);
export const SiteTextProvider = SiteTextContext.Provider;
export const useSiteText = () => useContext(SiteTextContext);

/** A text's `{slot}`s filled: `fillText('Call {name}', { name: 'Parlin' })`. */
export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );

/** The four pharmacies with their services and features in the language of `text`. */
export const locationsWith = (text: SiteText): PharmacyLocation[] =>
  locations.map((location) => ({ ...location, ...text.locationTexts?.[location.id] }));

/** The people of `staff.ts` with their roles and bios in the language of `text`. */
export const staffWith = (text: SiteText): StaffMember[] =>
  staff.map((member) => ({ ...member, ...text.staffTexts?.[member.name] }));

/** The four pharmacies, their texts in the page's language (names, addresses, phones as they are). */
export function useLocations(): PharmacyLocation[] {
  const text = useSiteText();
  return useMemo(() => locationsWith(text), [text]);
}

/** One pharmacy, its texts in the page's language. */
export function usePharmacy(id: LocationId): PharmacyLocation {
  const found = useLocations().find((location) => location.id === id);
  if (!found) throw new Error(`Unknown location ${id}`);
  return found;
}

/** The people of the four pharmacies, their roles and bios in the page's language. */
export function useStaff(): StaffMember[] {
  const text = useSiteText();
  return useMemo(() => staffWith(text), [text]);
}
