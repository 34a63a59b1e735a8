import { css } from '@emotion/react';
import type { PharmacyLocation } from 'shared-content';
import {
  ActionLink,
  ActionRow,
  BulletList,
  cardStyle,
  cardTitle,
  HoursChanges,
  HoursTable,
  InternalLink,
  LanguageHelp,
  OpenStatus,
  PhoneLink,
  theme,
  VisuallyHidden,
} from 'ui-kit';
import { fill } from '../text/fill';
import { useContent } from '../useContent';
import { DirectionsLink, LocationFacts } from './LocationFacts';

const highlightStyle = css({
  borderColor: theme.colors.primary,
  boxShadow: `0 0 0 3px ${theme.colors.primary}`,
});

const subheading = css({ fontSize: theme.fontSizes.md, margin: `${theme.space.md} 0 0` });

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
  const labels = useContent().locationsUi.card;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const full = detail === 'full';
  const forLocation = <VisuallyHidden>, {location.name}</VisuallyHidden>;
  return (
    <Tag
      css={[cardStyle, highlighted && highlightStyle]}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Heading css={cardTitle}>{location.name}</Heading>
      <OpenStatus location={location} />
      <LocationFacts location={location} fax={full} />
      <LanguageHelp css={{ margin: `${theme.space.sm} 0 0` }} />
      <p css={{ margin: `${theme.space.sm} 0` }}>
        <DirectionsLink location={location} />
      </p>
      {full && (
        <>
          <HoursTable hours={location.hours} caption={labels.hoursCaption} />
          <HoursChanges location={location} />
          <Subheading css={subheading}>{labels.servicesHeading}</Subheading>
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
      <p css={{ margin: `${theme.space.sm} 0 0` }}>
        <InternalLink to={`/locations/${location.id}`}>
          {labels.viewDetails}
          <VisuallyHidden> {fill(labels.viewDetailsOf, { name: location.name })}</VisuallyHidden>
        </InternalLink>
      </p>
    </Tag>
  );
}
