import { fillText, useLocations, useSiteText } from 'shared-content';
import { PhoneLink } from './links';
import { theme } from './theme';

/** The four locations' phone numbers: the patient can always still call. */
export function LocationPhones() {
  const { ui } = useSiteText();
  const locations = useLocations();
  return (
    <ul
      css={{
        listStyle: 'none',
        padding: 0,
        margin: `${theme.space.sm} 0`,
        display: 'grid',
        gap: theme.space.xs,
      }}
    >
      {locations.map((location) => (
        <li key={location.id}>
          {location.name}, {location.address.city}:{' '}
          <PhoneLink
            phone={location.phone}
            aria-label={fillText(ui.callAt, { name: location.name, phone: location.phone })}
          />
        </li>
      ))}
    </ul>
  );
}
