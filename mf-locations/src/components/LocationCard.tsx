import { fillText, type PharmacyLocation } from 'shared-content';
import {
  ActionLink,
  ActionRow,
  BulletList,
  cardStyle,
  cardTitle,
  classes,
  HoursChanges,
  HoursTable,
  InternalLink,
  LanguageHelp,
  OpenStatus,
  PhoneLink,
  VisuallyHidden,
} from 'ui-kit';
import { useContent } from '../texts';
import * as styles from './LocationCard.css';
import { DirectionsLink, LocationFacts } from './LocationFacts';

interface LocationCardProps {
  location: PharmacyLocation;
  /**
   * `summary`: name, open now, address, phone, Get Directions and a link to the
   * location's page. `full` adds fax, hours, services and the action buttons.
   */
  detail?: 'summary' | 'full';
  /** The location chosen in a filter: outlined, and `aria-current` for assistive tech. */
  highlighted?: boolean;
  as?: 'li' | 'div';
  headingLevel?: 2 | 3;
}

/** One location as a card: used on /locations and /locations/map. */
export function LocationCard({
  location,
  detail = 'summary',
  highlighted = false,
  as: Tag = 'li',
  headingLevel = 3,
}: LocationCardProps) {
  const labels = useContent('locations').locationsUi.card;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const full = detail === 'full';
  const forLocation = <VisuallyHidden>, {location.name}</VisuallyHidden>;
  return (
    <Tag
      className={classes(cardStyle, highlighted && styles.highlight)}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Heading className={cardTitle}>{location.name}</Heading>
      <OpenStatus location={location} />
      <LocationFacts location={location} fax={full} />
      <LanguageHelp className={styles.line} />
      <p className={styles.directions}>
        <DirectionsLink location={location} />
      </p>
      {full && (
        <>
          <HoursTable hours={location.hours} caption={labels.hoursCaption} />
          <HoursChanges location={location} />
          <Subheading className={styles.subheading}>{labels.servicesHeading}</Subheading>
          <BulletList items={location.services} />
          <ActionRow>
            <PhoneLink phone={location.phone} variant="primary">
              {labels.callNow}
              {forLocation}
            </PhoneLink>
            <DirectionsLink location={location} label={labels.directions} variant="secondary" />
            {labels.portalActions.map((action) => (
              <ActionLink key={action.href} link={action} variant="secondary">
                {action.label}
                {forLocation}
              </ActionLink>
            ))}
          </ActionRow>
        </>
      )}
      <p className={styles.line}>
        <InternalLink to={`/locations/${location.id}`}>
          {labels.viewDetails}
          <VisuallyHidden>
            {' '}
            {fillText(labels.viewDetailsOf, { name: location.name })}
          </VisuallyHidden>
        </InternalLink>
      </p>
    </Tag>
  );
}
