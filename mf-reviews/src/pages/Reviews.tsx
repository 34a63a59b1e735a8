import { css } from '@emotion/react';
import { useId, useMemo, useState } from 'react';
import { useLocale } from 'shared-content';
import { formatRating } from 'shared-content/logic';
import {
  ActionRow,
  Card,
  CardGrid,
  Carousel,
  cardStyle,
  formControlStyle,
  formLabelStyle,
  media,
  Page,
  Section,
  StarRating,
  StaticHtml,
  theme,
} from 'ui-kit';
import {
  metaText,
  QuotedInEnglish,
  quotationsLang,
  quoteText,
  VerifiedBadge,
} from '../components/ReviewParts';
import { SampleNotice } from '../components/SampleNotice';
import type { PharmacyName, Review } from '../content/schemas';
import { pharmacyByName, pharmacyLabel, pharmacyNames } from '../pharmacies';
import { averageRating, ratingSummaries } from '../ratings';
import { reviewMonth } from '../reviewDate';
import { limits, timers } from '../timing';
import { useContent } from '../useContent';

const hero = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.lg,
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

const bigNumber = css({
  fontSize: '3rem',
  fontWeight: 700,
  lineHeight: 1,
  color: theme.colors.primaryDark,
  [media.mobile]: { fontSize: '2.5rem' },
});

const starsLarge = css({ fontSize: theme.fontSizes.xl });

const slide = css([
  cardStyle,
  { padding: theme.space.xl, [media.mobile]: { padding: theme.space.md } },
]);

function FeaturedStory({ review }: { review: Review }) {
  const lang = useLocale();
  return (
    <figure css={[slide, { margin: 0 }]}>
      <StarRating value={review.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <blockquote lang={quotationsLang} css={[quoteText, { margin: `${theme.space.sm} 0` }]}>
        <p>{review.review}</p>
      </blockquote>
      <figcaption>
        <strong>{review.name}</strong>
        <p css={metaText}>
          {review.location} · {pharmacyLabel(review.pharmacy)} · {reviewMonth(review.date, lang)}
        </p>
      </figcaption>
    </figure>
  );
}

function ReviewCard({ review, verifiedLabel }: { review: Review; verifiedLabel: string }) {
  const lang = useLocale();
  return (
    <Card as="li" title={review.name}>
      <p css={metaText}>
        {review.location} · {pharmacyLabel(review.pharmacy)}
      </p>
      <StarRating value={review.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <p lang={quotationsLang}>{review.review}</p>
      <p
        css={[
          metaText,
          { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' },
        ]}
      >
        <span>{reviewMonth(review.date, lang)}</span>
        {review.verified && <VerifiedBadge label={verifiedLabel} />}
      </p>
    </Card>
  );
}

/** The grid of every review, with a filter by pharmacy (all by default). */
function AllReviews() {
  const { reviews, reviewsPageText: text } = useContent('reviews');
  const [pharmacy, setPharmacy] = useState<PharmacyName | ''>('');
  const id = useId();
  const shown = pharmacy ? reviews.filter((review) => review.pharmacy === pharmacy) : reviews;
  const grid = (
    <CardGrid minColumnPx={280}>
      {shown.map((review) => (
        <ReviewCard key={review.id} review={review} verifiedLabel={text.verifiedLabel} />
      ))}
    </CardGrid>
  );
  return (
    <>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'end',
          gap: theme.space.md,
          marginBottom: theme.space.md,
        }}
      >
        <div css={{ display: 'grid', gap: theme.space.xs, flex: '0 1 18rem', minWidth: 0 }}>
          <label htmlFor={`${id}-pharmacy`} css={formLabelStyle}>
            {text.filter.label}
          </label>
          <select
            id={`${id}-pharmacy`}
            value={pharmacy}
            onChange={(event) => setPharmacy(event.target.value as PharmacyName | '')}
            css={formControlStyle}
          >
            <option value="">{text.filter.all}</option>
            {pharmacyNames.map((name) => (
              <option key={name} value={name}>
                {pharmacyLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <p role="status" css={[metaText, { margin: 0 }]}>
          {shown.length} {text.filter.shownOf} {reviews.length} {text.filter.reviews}
        </p>
      </div>
      {/* Unfiltered, as the server wrote it, the grid keeps its HTML until the filter is used. */}
      {pharmacy === '' ? <StaticHtml>{grid}</StaticHtml> : grid}
    </>
  );
}

export default function Reviews() {
  const { reviews, sampleContent, sampleNotices, reviewsPageText: text } = useContent('reviews');
  const { featured, overall, summaries } = useMemo(
    () => ({
      /** The featured stories: the first reviews, one per dot. */
      featured: reviews.slice(0, limits.reviewDots),
      overall: averageRating(reviews),
      summaries: ratingSummaries(reviews, pharmacyNames, (review) => review.pharmacy),
    }),
    [reviews],
  );
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      <StaticHtml>
        {sampleContent.reviews && (
          <SampleNotice label={sampleNotices.label}>{sampleNotices.reviewsPage}</SampleNotice>
        )}
        <div css={hero}>
          <p css={{ margin: 0 }}>
            <span css={bigNumber} aria-hidden="true">
              {formatRating(overall)}
            </span>
          </p>
          <div>
            <p css={{ margin: 0, fontWeight: 600 }}>{text.overallLabel}</p>
            <p css={[starsLarge, { margin: 0 }]}>
              <StarRating value={overall} />
            </p>
            <p css={{ margin: 0 }}>
              <strong>{reviews.length}</strong> {text.countLabel}
            </p>
          </div>
        </div>
      </StaticHtml>

      <Section title={text.featuredTitle} intro={text.featuredIntro}>
        <QuotedInEnglish />
        {/* The reviews carousel: a slide every `timers.carouselAutoplayMs`; manual
            navigation turns auto-play off until `timers.reviewsAutoplayResumeMs` after
            the last one; no transition lock. */}
        <Carousel
          label={text.featuredCarouselLabel}
          items={featured}
          getKey={(review) => review.id}
          renderSlide={(review) => <FeaturedStory review={review} />}
          intervalMs={timers.carouselAutoplayMs}
          lockMs={0}
          resumeAfterManualMs={timers.reviewsAutoplayResumeMs}
          slideNoun={text.featuredCarousel.slideNoun}
          pauseLabel={text.featuredCarousel.pauseLabel}
          playWord={text.featuredCarousel.playWord}
          dots={limits.reviewDots}
        />
      </Section>

      <StaticHtml>
        <Section title={text.summaryTitle}>
          <CardGrid minColumnPx={220}>
            {summaries.map((summary) => {
              const location = pharmacyByName(summary.key);
              return (
                <Card as="li" key={summary.key} title={location?.name ?? summary.key}>
                  {location && <p css={metaText}>{location.address.city}</p>}
                  <p
                    css={{
                      margin: `${theme.space.xs} 0`,
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: theme.space.sm,
                    }}
                  >
                    <strong css={{ fontSize: theme.fontSizes.xl }} aria-hidden="true">
                      {formatRating(summary.average)}
                    </strong>
                    <span css={starsLarge}>
                      <StarRating value={summary.average} />
                    </span>
                  </p>
                  <p css={metaText}>
                    {summary.count} {text.summaryCountLabel}
                  </p>
                </Card>
              );
            })}
          </CardGrid>
        </Section>
      </StaticHtml>

      <Section title={text.allReviewsTitle}>
        <QuotedInEnglish />
        <AllReviews />
      </Section>

      <StaticHtml>
        <Section title={text.ctaTitle} intro={text.ctaText}>
          <ActionRow actions={text.actions} variant="secondary" />
        </Section>
      </StaticHtml>
    </Page>
  );
}
