import { useId, useMemo, useState } from 'react';
import { useLocale } from 'shared-content';
import { formatRating } from 'shared-content/logic';
import {
  ActionRow,
  Card,
  CardGrid,
  Carousel,
  cardStyle,
  classes,
  formControlStyle,
  formLabelStyle,
  Page,
  Section,
  StarRating,
  StaticHtml,
} from 'ui-kit';
import { QuotedInEnglish, quotationsLang, VerifiedBadge } from '../components/ReviewParts';
import { featuredQuote, metaText } from '../components/ReviewParts.css';
import { SampleNotice } from '../components/SampleNotice';
import type { PharmacyName, Review } from '../content/schemas';
import { pharmacyByName, pharmacyLabel, pharmacyNames } from '../pharmacies';
import { averageRating, ratingSummaries } from '../ratings';
import { reviewMonth } from '../reviewDate';
import { limits, timers } from '../timing';
import { useContent } from '../useContent';
import * as styles from './Reviews.css';

function FeaturedStory({ review }: { review: Review }) {
  const lang = useLocale();
  return (
    <figure className={classes(cardStyle, styles.slide)}>
      <StarRating value={review.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <blockquote lang={quotationsLang} className={featuredQuote}>
        <p>{review.review}</p>
      </blockquote>
      <figcaption>
        <strong>{review.name}</strong>
        <p className={metaText}>
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
      <p className={metaText}>
        {review.location} · {pharmacyLabel(review.pharmacy)}
      </p>
      <StarRating value={review.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <p lang={quotationsLang}>{review.review}</p>
      <p className={styles.reviewFooter}>
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
      <div className={styles.filterRow}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-pharmacy`} className={formLabelStyle}>
            {text.filter.label}
          </label>
          <select
            id={`${id}-pharmacy`}
            value={pharmacy}
            onChange={(event) => setPharmacy(event.target.value as PharmacyName | '')}
            className={formControlStyle}
          >
            <option value="">{text.filter.all}</option>
            {pharmacyNames.map((name) => (
              <option key={name} value={name}>
                {pharmacyLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className={metaText}>
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
        <div className={styles.hero}>
          <p className={styles.flush}>
            <span className={styles.bigNumber} aria-hidden="true">
              {formatRating(overall)}
            </span>
          </p>
          <div>
            <p className={styles.overallLabel}>{text.overallLabel}</p>
            <p className={styles.starsLine}>
              <StarRating value={overall} />
            </p>
            <p className={styles.flush}>
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
                  {location && <p className={metaText}>{location.address.city}</p>}
                  <p className={styles.summaryLine}>
                    <strong className={styles.summaryNumber} aria-hidden="true">
                      {formatRating(summary.average)}
                    </strong>
                    <span className={styles.starsLarge}>
                      <StarRating value={summary.average} />
                    </span>
                  </p>
                  <p className={metaText}>
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
