import {
  BulletList,
  Card,
  CardGrid,
  ExternalLink,
  Section,
  StatGrid,
  StatTile,
  VisuallyHidden,
} from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { PartnerBadge } from '../components/PartnerBadge';
import { PartnerStrip } from '../components/PartnerStrip';
import { metaText } from '../components/ReviewParts.css';
import { SampleNotice } from '../components/SampleNotice';
import type { Partner } from '../content/schemas';
import { useContent } from '../texts';
import * as styles from './Partners.css';

/** The badge of a described partner, from the badge list (default colour if missing). */
const BadgeFor = ({
  name,
  fallbackCategory,
  partnerBadge,
}: {
  name: string;
  fallbackCategory: string;
  partnerBadge: (name: string) => Partner | undefined;
}) => {
  const badge = partnerBadge(name);
  return (
    <PartnerBadge
      logo={badge?.logo ?? name.slice(0, 2).toUpperCase()}
      category={badge?.category ?? fallbackCategory}
    />
  );
};

export default function Partners() {
  const {
    financialPartners,
    localPartners,
    technologyStrip,
    nationalPartners,
    partnerBadge,
    sampleContent,
    sampleNotices,
    partnersPageText: text,
  } = useContent('partners');
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      {sampleContent.partners && (
        <SampleNotice label={sampleNotices.label}>{sampleNotices.partnersPage}</SampleNotice>
      )}
      <Section title={text.statsTitle}>
        <StatGrid minColumnPx={160} as="ul">
          {text.stats.map((stat) => (
            <StatTile
              key={stat.label}
              value={stat.value}
              label={stat.label}
              tone="outlined"
              as="ul"
            />
          ))}
        </StatGrid>
      </Section>

      <Section title={text.nationalTitle} intro={text.nationalIntro}>
        <CardGrid minColumnPx={280}>
          {nationalPartners.map((partner) => (
            <Card as="li" key={partner.name} title={partner.name}>
              <div className={styles.badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="national"
                  partnerBadge={partnerBadge}
                />
                <span className={styles.tag}>{text.nationalCategoryLabels[partner.category]}</span>
              </div>
              <p className={metaText}>
                {text.establishedLabel} {partner.established}
              </p>
              <p>{partner.description}</p>
              <ExternalLink href={partner.website}>
                {text.websiteLabel}
                <VisuallyHidden>
                  {' '}
                  {text.websiteOfLabel} {partner.name}
                </VisuallyHidden>
              </ExternalLink>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.localTitle} intro={text.localIntro}>
        <CardGrid minColumnPx={280}>
          {localPartners.map((partner) => (
            <Card as="li" key={partner.name} title={partner.name}>
              <div className={styles.badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="local"
                  partnerBadge={partnerBadge}
                />
                <span className={styles.tag}>{text.localCategoryLabels[partner.category]}</span>
              </div>
              <p className={metaText}>{partner.location}</p>
              <p>{partner.description}</p>
              <p className={styles.servicesLabel}>{text.servicesLabel}</p>
              <BulletList items={partner.services} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.cardsTitle} intro={text.cardsIntro}>
        <ul className={styles.cardList}>
          {text.acceptedCards.map((card) => (
            <li key={card} className={styles.cardItem}>
              <BadgeFor name={card} fallbackCategory="payment" partnerBadge={partnerBadge} />
              <span className={styles.cardName}>{card}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={text.financialTitle} intro={text.financialIntro}>
        <CardGrid minColumnPx={240}>
          {financialPartners.map((partner) => (
            <Card as="li" key={partner.name} title={partner.name}>
              <div className={styles.badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="payment"
                  partnerBadge={partnerBadge}
                />
              </div>
              <p className={styles.flush}>{partner.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.technologyTitle} intro={text.technologyIntro}>
        {/* Scrolling with its pause control; without script it stands still. */}
        <PartnerStrip
          label={text.technologyStripLabel}
          pauseLabel={text.technologyPauseLabel}
          partners={technologyStrip}
        />
      </Section>

      <Section title={text.benefitsTitle}>
        <CardGrid minColumnPx={320}>
          {text.benefits.map((benefit) => (
            <Card as="li" key={benefit.title} title={benefit.title}>
              <p className={styles.flush}>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </Page>
  );
}
