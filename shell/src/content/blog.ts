import { site } from 'shared-content';
import { blogPostsIn } from './blog.facts';
import type { BlogPageText, BlogPost } from './blog.schema';

/**
 * The six articles of /blog (their order, dates and slugs are in `blog.facts.ts`). General
 * information for patients, reviewed against public Medicare guidance for 2025.
 */
export const blogPosts: readonly BlogPost[] = blogPostsIn('en', {
  1: {
    title: 'Medicare Vaccine Coverage in 2025: What You Pay',
    excerpt:
      'Most vaccines recommended for adults now cost Medicare patients nothing at the pharmacy. Here is which part of Medicare covers which vaccine, and what to bring.',
    body: [
      'Medicare Part B covers the flu shot, the pneumococcal (pneumonia) vaccines and the COVID-19 vaccine. You pay nothing for them when the pharmacy accepts Medicare assignment.',
      'Since 2023, Medicare Part D drug plans also cover the other adult vaccines recommended by the CDC’s Advisory Committee on Immunization Practices, such as the shingles, RSV and Tdap vaccines, with no deductible and no copay.',
      'Bring both your red, white and blue Medicare card and your Part D plan card when you come in. Our pharmacists can check which vaccines are recommended for you and bill the right part of Medicare.',
    ],
    author: 'Clinical Pharmacy Team',
    tags: ['Medicare', 'Vaccines', 'Insurance'],
  },
  2: {
    title: 'How to Transfer a Prescription in New Jersey',
    excerpt:
      'Switching pharmacies is easier than most people think. We do the work for you, it is free, and most transfers are done within 24 hours.',
    body: [
      'To transfer, give us your name and date of birth, the name and phone number of your current pharmacy, and the names of the medications you want to move. The prescription numbers on your bottles help, but are not required.',
      'We then call your current pharmacy and take over the prescription with its remaining refills. You do not need to call them or ask your doctor for a new prescription.',
      'Federal rules limit the transfer of some controlled medications. If one of yours cannot be transferred, our pharmacist will tell you and help you get a new prescription from your doctor.',
    ],
    author: 'Pharmacy Team',
    tags: ['Transfers', 'How-to'],
  },
  3: {
    title: 'What Is a Specialty Pharmacy?',
    excerpt:
      'Some medications need more than a bottle and a label. A specialty pharmacy handles complex therapies and helps patients start and stay on them.',
    body: [
      'Specialty medications treat complex or chronic conditions such as cancer, multiple sclerosis, rheumatoid arthritis, hepatitis C and HIV. Many are injected or infused, need refrigeration, or cost much more than common medicines.',
      'A specialty pharmacy helps with the parts around the medication: insurance prior authorizations, financial assistance programs, cold chain shipping and regular follow-up calls to check how the therapy is going.',
      'If your doctor prescribes a specialty medication, ask them to send it to our Specialty Pharmacy in Linden, or call us and we will coordinate with your doctor and your insurance.',
    ],
    author: 'Specialty Pharmacy Team',
    tags: ['Specialty Pharmacy', 'Chronic Conditions'],
  },
  4: {
    title: 'Managing Diabetes Medications: Tips From Your Pharmacist',
    excerpt:
      'Taking diabetes medications on time, storing insulin properly and never running out make a real difference. A few habits help.',
    body: [
      'Keep an up-to-date list of all your medications, including over-the-counter products and supplements, and show it at every doctor visit and at the pharmacy. Some common products can affect your blood sugar.',
      'Store unopened insulin in the refrigerator and never let it freeze. Once opened, many insulins can stay at room temperature for a limited number of days: the package insert tells you how long.',
      'Learn the signs of low blood sugar, such as shakiness, sweating and confusion, and keep a fast-acting sugar with you. Ask us about synchronizing your refills so your medications and testing supplies are ready on the same day.',
    ],
    author: 'Clinical Pharmacy Team',
    tags: ['Diabetes', 'Medication Tips'],
  },
  5: {
    title: '2025 Prescription Coverage Updates: What Is Changing',
    excerpt:
      'Medicare drug coverage changes in 2025 with a yearly cap on what you pay. Here is what the new rules mean at the pharmacy counter.',
    body: [
      'Starting in 2025, what Medicare Part D patients pay out of pocket for covered drugs is capped at $2,000 a year. Once you reach the cap, you pay nothing more for covered drugs for the rest of the year, and the old coverage gap is gone.',
      'The new Medicare Prescription Payment Plan lets you spread your drug costs over monthly payments through the year instead of paying large amounts at once. You sign up through your Part D plan.',
      'Plans also change their lists of covered drugs every year. Check that your medications are still covered, and ask us if a lower-cost alternative is available.',
    ],
    author: 'Pharmacy Team',
    tags: ['Insurance', 'Medicare', '2025'],
  },
  6: {
    title: 'Medication Synchronization: One Pharmacy Trip a Month',
    excerpt:
      'If you take several medications every day, refills can mean many trips. Medication synchronization lines them up so they are ready together.',
    body: [
      'With medication synchronization, we adjust your refills once so that all your maintenance medications come due on the same day each month.',
      'A few days before your pickup date we call to check for changes, then prepare everything together. You make one trip, or we deliver for free.',
      'Synchronized refills mean fewer missed doses and fewer last-minute calls to your doctor. Ask at any of our pharmacies to get started.',
    ],
    author: 'Pharmacy Team',
    tags: ['Medication Sync', 'Adherence'],
  },
});

export const blogPage: BlogPageText = {
  title: 'Health and Pharmacy Blog',
  description: `Pharmacist-written articles from ${site.groupName}: Medicare vaccine coverage, prescription transfers, specialty pharmacy, diabetes care and more.`,
  heading: 'Health and Pharmacy Blog',
  lead: 'News and practical advice from our pharmacists about your medications and your coverage.',
  disclaimer:
    'Our articles are general information, not medical advice. Ask your doctor or pharmacist about your own care.',
  featuredTitle: 'Featured Article',
  latestTitle: 'Latest Articles',
  byLabel: 'By',
  tagsLabel: 'Tags',
  readMore: 'Read More',
  readLess: 'Show Less',
  newsletter: {
    title: 'Subscribe to Our Newsletter',
    text: 'Get new articles, seasonal vaccine reminders and pharmacy news in your inbox.',
    emailLabel: 'Email address',
    submitLabel: 'Subscribe',
    note: 'Sign-ups open soon. Until then, nothing you enter here is sent or saved.',
    toastTitle: 'Subscriptions open soon',
    toastDescription:
      'Our newsletter is not sending yet, so nothing was sent or saved. Please check back soon.',
  },
};
