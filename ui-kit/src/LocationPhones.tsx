import { fillText, useLocations, useSiteText } from 'shared-content';
import { phoneList } from './LocationPhones.css';
import { PhoneLink } from './links';

/** The four locations' phone numbers: the patient can always still call. */
export function LocationPhones() {
  const { ui } = useSiteText();
  const locations = useLocations();
  return (
    <ul className={phoneList}>
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
