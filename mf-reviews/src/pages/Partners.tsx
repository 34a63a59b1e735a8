import { css } from '@emotion/react';
import {
  BulletList,
  Card,
  CardGrid,
  ExternalLink,
  Page,
  Section,
  StatGrid,
  StatTile,
  theme,
  VisuallyHidden,
} from 'ui-kit';
import { PartnerBadge } from '../components/PartnerBadge';
import { PartnerStrip } from '../components/PartnerStrip';
import { metaText } from '../components/ReviewParts';
import { SampleNotice } from '../components/SampleNotice';
import type { Partner } from '../content/schemas';
import { useContent } from '../useContent';

const tag = css({
  display: 'inline-block',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.primary}`,
  color: theme.colors.primaryDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});

const badgeRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
});

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
    nationalPartners,
    partnerBadge,
    sampleContent,
    sampleNotices,
    technologyStrip,
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
              <div css={badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="national"
                  partnerBadge={partnerBadge}
                />
                <span css={tag}>{text.nationalCategoryLabels[partner.category]}</span>
              </div>
              <p css={metaText}>
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
              <div css={badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="local"
                  partnerBadge={partnerBadge}
                />
                <span css={tag}>{text.localCategoryLabels[partner.category]}</span>
              </div>
              <p css={metaText}>{partner.location}</p>
              <p>{partner.description}</p>
              <p css={{ margin: 0, fontWeight: 600 }}>{text.servicesLabel}</p>
              <BulletList items={partner.services} />
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.cardsTitle} intro={text.cardsIntro}>
        <ul
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space.md,
            listStyle: 'none',
            padding: 0,
            margin: 0,
          }}
        >
          {text.acceptedCards.map((card) => (
            <li key={card} css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
              <BadgeFor name={card} fallbackCategory="payment" partnerBadge={partnerBadge} />
              <span css={{ fontWeight: 600 }}>{card}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={text.financialTitle} intro={text.financialIntro}>
        <CardGrid minColumnPx={240}>
          {financialPartners.map((partner) => (
            <Card as="li" key={partner.name} title={partner.name}>
              <div css={badgeRow}>
                <BadgeFor
                  name={partner.name}
                  fallbackCategory="payment"
                  partnerBadge={partnerBadge}
                />
              </div>
              <p css={{ margin: 0 }}>{partner.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section title={text.technologyTitle} intro={text.technologyIntro}>
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
              <p css={{ margin: 0 }}>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </Page>
  );
}
