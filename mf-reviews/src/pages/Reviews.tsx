import { useMemo } from 'react';
import { formatRating } from 'shared-content/logic';
import { ActionRow, Card, CardGrid, Section, StarRating } from 'ui-kit';
import { Page, StaticHtml } from 'ui-kit/routing';
import { FeaturedStories } from '../components/FeaturedStories';
import { QuotedInEnglish } from '../components/ReviewParts';
import { metaText } from '../components/ReviewParts.css';
import { SampleNotice } from '../components/SampleNotice';
import ReviewsFilter from '../islands/ReviewsFilter';
import { pharmacyByName, pharmacyNames } from '../pharmacies';
import { averageRating, ratingSummaries } from '../ratings';
import { useContent } from '../texts';
import * as styles from './Reviews.css';

/**
 * `/testimonials`: server HTML (the featured stories' carousel is turned by the island
 * loader), with one island: the grid of all reviews with its pharmacy filter
 * (`?pharmacy=`, a GET form).
 */
export default function Reviews() {
  const { reviews, sampleContent, sampleNotices, reviewsPageText: text } = useContent('reviews');
  const { overall, summaries } = useMemo(
    () => ({
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
        <FeaturedStories />
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
        <ReviewsFilter />
      </Section>

      <StaticHtml>
        <Section title={text.ctaTitle} intro={text.ctaText}>
          <ActionRow actions={text.actions} variant="secondary" />
        </Section>
      </StaticHtml>
    </Page>
  );
}
