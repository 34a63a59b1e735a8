import { useMemo } from 'react';
import {
  fillText,
  type LocationId,
  locationIds,
  locationPagePath,
  pathIn,
  useLocale,
  useNotices,
  usePharmacy,
  useStaff,
} from 'shared-content';
import {
  ActionLink,
  ActionRow,
  BulletList,
  Card,
  CardGrid,
  HolidayClosuresNote,
  HoursChanges,
  HoursTable,
  InternalLink,
  LanguageHelp,
  OpenStatus,
  PhoneLink,
  Section,
  type SectionPageProps,
  StarRating,
  useRenderDate,
} from 'ui-kit';
import { Page, StaticHtml } from 'ui-kit/routing';
import { JsonLd } from '../components/JsonLd';
import { DirectionsLink, LocationFacts } from '../components/LocationFacts';
import type { DetailSection } from '../content/schemas';
import BackLink from '../islands/BackLink';
import LocationMap from '../islands/LocationMap';
import { type Breadcrumb, breadcrumbJsonLd, pharmacyJsonLd } from '../jsonld';
import { useContent } from '../texts';
import * as styles from './LocationDetailPage.css';

const RatingBadge = ({ rating, label }: { rating: number; label: string }) => (
  <p className={styles.ratingBadge}>
    <span>{label}</span>
    <StarRating value={rating} />
    <span aria-hidden="true">{rating.toFixed(1)}/5</span>
  </p>
);

/** A section only some locations have: a list of short items, or a grid of cards. */
const DetailSectionView = ({ section }: { section: DetailSection }) => (
  <Section id={section.id} title={section.title} intro={section.intro}>
    {section.kind === 'list' ? (
      <ul className={styles.pillList}>
        {section.items.map((item) => (
          <li key={item} className={styles.pill}>
            {item}
          </li>
        ))}
      </ul>
    ) : (
      <CardGrid>
        {section.cards.map((card) => (
          <Card as="li" key={card.title} title={card.title}>
            <p className={styles.cardText}>{card.description}</p>
            {card.link && (
              <p className={styles.cardLink}>
                <ActionLink link={card.link} />
              </p>
            )}
          </Card>
        ))}
      </CardGrid>
    )}
  </Section>
);

/**
 * The page of one location, at `/locations/:id` and its aliases: every fact and
 * section comes from `locations` and `locationDetails`, so one component serves all four.
 */
export default function LocationDetailPage({ id }: { id: LocationId }) {
  const { locationDetails, locationsUi } = useContent('locations');
  const labels = locationsUi.detail;
  const locale = useLocale();
  const location = usePharmacy(id);
  const staff = useStaff();
  const detail = locationDetails[id];
  // Each person's role and bio in the page's language (the team lists the people once).
  const team = detail.team.members.map(
    (member) => staff.find((person) => person.name === member.name) ?? member,
  );
  const renderDate = useRenderDate();
  const notices = useNotices();
  const jsonLd = useMemo(
    () => pharmacyJsonLd(location, renderDate, notices),
    [location, renderDate, notices],
  );
  // The trail the page shows, and the same trail as a schema.org BreadcrumbList.
  const trail: Breadcrumb[] = [
    { name: labels.breadcrumbHome, path: '/' },
    { name: labels.breadcrumbLocations, path: '/locations' },
    { name: location.name, path: locationPagePath(id) },
  ];
  return (
    <Page
      heading={location.name}
      title={fillText(labels.pageTitle, {
        name: location.name,
        city: location.address.city,
        state: location.address.state,
      })}
      description={detail.description}
      lead={detail.lead}
    >
      <StaticHtml as="nav" aria-label={labels.breadcrumbLabel}>
        <ol className={styles.breadcrumbList}>
          {trail.map((crumb, index) =>
            index < trail.length - 1 ? (
              <li key={crumb.path}>
                <InternalLink to={crumb.path}>{crumb.name}</InternalLink>
              </li>
            ) : (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ),
          )}
        </ol>
      </StaticHtml>
      <BackLink />
      <div className={styles.statusRow}>
        <RatingBadge rating={location.rating} label={labels.ratingLabel} />
        <OpenStatus location={location} />
      </div>
      <ActionRow actions={detail.actions} variant="secondary">
        <PhoneLink phone={location.phone} variant="primary">
          {locationsUi.card.callNow}
        </PhoneLink>
        <DirectionsLink location={location} variant="primary" />
      </ActionRow>

      <Section id="contact" title={labels.contactHeading}>
        <div className={styles.twoColumns}>
          <Card title={labels.factsHeading}>
            <LocationFacts location={location} fax ncpdp />
            <LanguageHelp className={styles.lastInCard} />
          </Card>
          <Card title={labels.hoursHeading}>
            <HoursTable hours={location.hours} caption={labels.hoursCaption} />
            <HoursChanges location={location} />
            {/* The holidays it closes on, the next first ("el 25 de diciembre (Navidad)"). */}
            <HolidayClosuresNote lead={labels.holidayNote} className={styles.lastInCard} />
          </Card>
        </div>
      </Section>

      {/* From the services to the team, nothing changes in the browser. */}
      <StaticHtml>
        <div className={styles.twoColumns}>
          <Section id="services" title={labels.servicesHeading}>
            <BulletList items={location.services} />
          </Section>
          <Section id="highlights" title={labels.highlightsHeading}>
            <BulletList items={location.features} />
          </Section>
        </div>

        {detail.sections.map((section) => (
          <DetailSectionView key={section.id} section={section} />
        ))}

        <Section id="team" title={detail.team.title} intro={detail.team.intro}>
          <CardGrid>
            {team.map((member) => (
              <Card as="li" key={member.name} title={member.name}>
                <p className={styles.memberRole}>{member.role}</p>
                <p className={styles.lastInCard}>{member.bio}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
      </StaticHtml>

      <Section id="map" title={labels.mapHeading}>
        <LocationMap locationId={location.id} />
      </Section>

      <StaticHtml>
        <Section id="next-step" title={detail.cta.title} intro={detail.cta.text}>
          <ActionLink link={detail.cta.link} variant="primary" />
        </Section>
      </StaticHtml>

      <JsonLd data={jsonLd} />
      <JsonLd
        data={breadcrumbJsonLd(
          trail.map((crumb) => ({ ...crumb, path: pathIn(crumb.path, locale) })),
        )}
      />
    </Page>
  );
}

/** The page of the location whose canonical path is `path` (`/locations/parlin`). */
export function LocationPageAt({ path }: SectionPageProps) {
  const id = locationIds.find((candidate) => locationPagePath(candidate) === path);
  if (!id) throw new Error(`mf-locations: no location has the page ${path}`);
  return <LocationDetailPage id={id} />;
}
