import { externalUrls, site } from 'shared-content';
import {
  anchor,
  contactBlock,
  datesOf,
  legalReview,
  pharmacyPhones,
  taglines,
} from './legal.facts';
import type { LegalDocument, LegalDocuments, LegalLabels } from './legal.schema';

/**
 * The legal pages, rendered by one LegalDocument component. Their facts (dates, anchors,
 * contacts, the pharmacies' phones, the taglines) are in `legal.facts.ts`, shared with the
 * Spanish twin `legal.es.ts`; only the English texts are here.
 */

export const legalLabels: LegalLabels = {
  /** Heading of each document's table of contents. */
  contents: 'On this page',
};

/**
 * Section 1557 of the Affordable Care Act: the nondiscrimination notice and the
 * language-assistance taglines. WRITTEN FOR THE OWNER'S LEGAL REVIEW: a lawyer checks
 * the wording, the coordinator and the translations before it is relied on.
 */
const nondiscriminationNotice: LegalDocument = {
  legalReview,
  meta: {
    title: 'Nondiscrimination and Language Assistance',
    heading: 'Nondiscrimination and Language Assistance',
    description:
      'We do not discriminate in health programs and services. Free interpreters, aids and translated information are available: how to ask, and how to complain.',
  },
  ...datesOf('nondiscrimination'),
  intro: [
    `${site.groupName} complies with applicable Federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability, or sex. We do not exclude people or treat them differently because of race, color, national origin, age, disability, or sex.`,
  ],
  sections: [
    {
      ...anchor('nondiscrimination', 'free-help'),
      heading: 'Free help we provide',
      blocks: [
        { type: 'paragraph', text: `${site.groupName}:` },
        {
          type: 'list',
          items: [
            'Provides free aids and services to people with disabilities to communicate effectively with us, such as qualified sign language interpreters and written information in other formats (large print, audio, accessible electronic formats).',
            'Provides free language services to people whose primary language is not English, such as qualified interpreters and information written in other languages.',
            // Added for the owner's legal review (legalAdditionsReview.reasonableModifications).
            'Makes reasonable modifications to our policies, practices and procedures when people with disabilities need them to use our health programs and services, unless a modification would fundamentally change the program or service.',
          ],
        },
      ],
    },
    {
      ...anchor('nondiscrimination', 'ask-for-help'),
      heading: 'How to ask for free help',
      blocks: [
        {
          type: 'paragraph',
          text: 'Call or visit any of our pharmacies and tell us the help you need; there is no charge:',
        },
        pharmacyPhones,
      ],
    },
    {
      ...anchor('nondiscrimination', 'complaints'),
      heading: 'If you believe we have failed to help you or discriminated against you',
      blocks: [
        {
          type: 'paragraph',
          text: 'You can file a grievance with our Civil Rights Coordinator in person, by mail, by phone or by e-mail. If you need help filing a grievance, our Civil Rights Coordinator is available to help you.',
        },
        contactBlock('civilRightsCoordinator', 'Civil Rights Coordinator'),
        {
          type: 'paragraph',
          text: [
            'You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights, through its ',
            {
              kind: 'newTab',
              label: 'complaint portal',
              href: externalUrls.hhsCivilRightsComplaints,
            },
            ', or by mail or phone: U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201; 1-800-368-1019, 800-537-7697 (TDD).',
          ],
        },
      ],
    },
    {
      ...anchor('nondiscrimination', 'language-assistance'),
      heading: 'Language assistance',
      blocks: [{ type: 'taglines', items: taglines }],
    },
  ],
};

export const legalDocuments: LegalDocuments = {
  privacy: {
    meta: {
      title: 'Privacy Policy',
      heading: 'Privacy Policy',
      description:
        'How our pharmacy website handles information about you: what we collect, how we use it, who we share it with, and the choices you have.',
    },
    ...datesOf('privacy'),
    intro: [
      `${site.groupName} ("we", "us") respects your privacy. This policy explains how we handle information when you use this website.`,
      [
        'Health information we keep as your pharmacy is protected by federal law and described in our ',
        { kind: 'route', label: 'HIPAA Notice of Privacy Practices', href: '/legal/hipaa' },
        '.',
      ],
    ],
    sections: [
      {
        ...anchor('privacy', 'information-we-collect'),
        heading: 'Information we collect',
        blocks: [
          {
            type: 'paragraph',
            text: 'This website does not ask you to create an account and does not store what you type into its forms, such as the contact form or the price comparison search.',
          },
          {
            type: 'paragraph',
            text: 'Like most websites, the servers that deliver these pages may record technical information for security and reliability:',
          },
          {
            type: 'list',
            items: [
              'your device and browser type',
              'the pages you visit and when',
              'the address of the page that linked you here',
            ],
          },
        ],
      },
      {
        ...anchor('privacy', 'how-we-use-information'),
        heading: 'How we use information',
        blocks: [
          {
            type: 'list',
            items: [
              'to deliver and secure the website',
              'to understand which pages are useful and improve them',
              'to answer you when you call, e-mail or visit us',
            ],
          },
          { type: 'paragraph', text: 'We do not sell your personal information.' },
        ],
      },
      {
        ...anchor('privacy', 'site-measurements'),
        heading: 'How we measure the website',
        blocks: [
          {
            type: 'paragraph',
            text: 'To find and fix problems quickly, your browser sends this website a short report when you leave a page: which page it was (without anything you searched for), its language, which version of each part of the page was shown, whether a part failed to load or showed an error, and how fast the page appeared and answered your taps (Core Web Vitals).',
          },
          {
            type: 'paragraph',
            text: 'These reports go only to our own website, not to any other company. They contain no cookie, no identifier, nothing you typed, and we do not keep your address or your browser type with them. We keep only totals and averages per page and version.',
          },
        ],
      },
      {
        ...anchor('privacy', 'portals-and-other-sites'),
        heading: 'Online portals and other websites',
        blocks: [
          {
            type: 'paragraph',
            text: 'Refill, transfer, vaccination and scheduling requests are made in secure online portals that open in a new tab. Information you give there is used to fill your prescriptions and is protected as health information.',
          },
          {
            type: 'paragraph',
            text: 'Links to partners and other websites lead to sites we do not control; their own privacy policies apply.',
          },
        ],
      },
      {
        ...anchor('privacy', 'health-information'),
        heading: 'Your health information',
        blocks: [
          {
            type: 'paragraph',
            text: [
              'Prescription and health records are handled under the Health Insurance Portability and Accountability Act (HIPAA). Read how we use them and your rights in our ',
              { kind: 'route', label: 'HIPAA Notice', href: '/legal/hipaa' },
              '.',
            ],
          },
        ],
      },
      {
        ...anchor('privacy', 'security'),
        heading: 'How we protect information',
        blocks: [
          {
            type: 'paragraph',
            text: 'The website is served over an encrypted connection (HTTPS). We limit who can reach our systems and review that access regularly.',
          },
        ],
      },
      {
        ...anchor('privacy', 'children'),
        heading: 'Children',
        blocks: [
          {
            type: 'paragraph',
            text: 'This website is meant for adults. We do not knowingly collect information from children under 13 through it.',
          },
        ],
      },
      {
        ...anchor('privacy', 'changes'),
        heading: 'Changes to this policy',
        blocks: [
          {
            type: 'paragraph',
            text: 'If we change this policy we will post the new version on this page with a new date.',
          },
        ],
      },
      {
        ...anchor('privacy', 'contact'),
        heading: 'Contact us',
        blocks: [
          { type: 'paragraph', text: 'Questions about this policy? Contact our privacy officer:' },
          contactBlock('privacyOfficer', 'Privacy Officer'),
        ],
      },
    ],
  },

  terms: {
    meta: {
      title: 'Terms of Service',
      heading: 'Terms of Service',
      description:
        'The terms for using our pharmacy website: information only, not medical advice; online portals; prices shown; links; liability and New Jersey law.',
    },
    ...datesOf('terms'),
    intro: [
      `These terms apply to your use of the ${site.groupName} website. By using the website you agree to them.`,
      [
        'How we handle information about you is explained in our ',
        { kind: 'route', label: 'Privacy Policy', href: '/legal/privacy' },
        '.',
      ],
    ],
    sections: [
      {
        ...anchor('terms', 'not-medical-advice'),
        heading: 'Information, not medical advice',
        blocks: [
          {
            type: 'paragraph',
            text: 'The content of this website is general information. It does not replace advice from your doctor or pharmacist about your own health or medications. In an emergency, call 911.',
          },
        ],
      },
      {
        ...anchor('terms', 'prescriptions'),
        heading: 'Prescriptions and services',
        blocks: [
          {
            type: 'list',
            items: [
              'Every prescription is reviewed by a licensed pharmacist and filled according to law and professional judgement.',
              'Wait times and delivery times stated on the website are typical, not guaranteed.',
              'Coverage and copays are set by your insurance plan.',
            ],
          },
        ],
      },
      {
        ...anchor('terms', 'prices'),
        heading: 'Prices and price comparisons',
        blocks: [
          {
            type: 'paragraph',
            text: 'Prices and savings shown by the price comparison tool are examples for information. The price you pay depends on your prescription, quantity and coverage; ask us for a quote.',
          },
        ],
      },
      {
        ...anchor('terms', 'portals-and-links'),
        heading: 'Online portals and links',
        blocks: [
          {
            type: 'paragraph',
            text: 'Refill, transfer, vaccination, delivery and scheduling requests are made in online portals that have their own terms. Links to other websites are provided for convenience; we are not responsible for their content.',
          },
        ],
      },
      {
        ...anchor('terms', 'acceptable-use'),
        heading: 'Using the website',
        blocks: [
          { type: 'paragraph', text: 'You agree not to:' },
          {
            type: 'list',
            items: [
              'use the website for anything unlawful',
              'try to gain access to systems or data you are not allowed to reach',
              'disrupt the website or its security',
            ],
          },
        ],
      },
      {
        ...anchor('terms', 'content-ownership'),
        heading: 'Our content',
        blocks: [
          {
            type: 'paragraph',
            text: `The text, design and logos on this website belong to ${site.groupName} or its licensors. You may view and print pages for personal use.`,
          },
        ],
      },
      {
        ...anchor('terms', 'liability'),
        heading: 'Disclaimer and limitation of liability',
        blocks: [
          {
            type: 'paragraph',
            text: 'The website is provided "as is". We work to keep it accurate and available, but we do not promise it will be free of errors or interruptions. To the extent the law allows, we are not liable for losses that result from using the website.',
          },
        ],
      },
      {
        ...anchor('terms', 'governing-law'),
        heading: 'Governing law',
        blocks: [
          {
            type: 'paragraph',
            text: `These terms are governed by the laws of the State of ${site.state}.`,
          },
        ],
      },
      {
        ...anchor('terms', 'changes'),
        heading: 'Changes to these terms',
        blocks: [
          {
            type: 'paragraph',
            text: 'We may update these terms. The date at the top of this page shows when they last changed.',
          },
        ],
      },
      {
        ...anchor('terms', 'contact'),
        heading: 'Contact us',
        blocks: [contactBlock('pharmacyGroup', site.groupName)],
      },
    ],
  },

  hipaa: {
    meta: {
      title: 'HIPAA Notice of Privacy Practices',
      heading: 'HIPAA Notice of Privacy Practices',
      description:
        'How our pharmacies may use and disclose your health information, your rights over it, how we protect it, and how to file a complaint.',
    },
    ...datesOf('hipaa'),
    intro: [
      'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.',
      `${site.groupName} is required by law to keep your protected health information private, to give you this notice of our legal duties and privacy practices, and to follow the notice currently in effect.`,
    ],
    sections: [
      {
        ...anchor('hipaa', 'use-and-disclosure'),
        heading: 'How we use and disclose your health information',
        blocks: [
          {
            type: 'paragraph',
            text: 'We use and share your health information only as the law allows. The main purposes are:',
          },
        ],
        subsections: [
          {
            heading: 'Treatment',
            blocks: [
              {
                type: 'paragraph',
                text: 'To fill your prescriptions, counsel you about your medications and work with your doctors, nurses and other health care providers.',
              },
            ],
          },
          {
            heading: 'Payment',
            blocks: [
              {
                type: 'paragraph',
                text: 'To bill and collect payment from you, your insurance plan or another payer, for example to confirm your coverage before we fill.',
              },
            ],
          },
          {
            heading: 'Healthcare operations',
            blocks: [
              {
                type: 'paragraph',
                text: 'To run our pharmacies well: quality reviews, training, audits and reminders about refills or pickups.',
              },
            ],
          },
          {
            heading: 'Other uses',
            blocks: [
              {
                type: 'paragraph',
                text: 'We may also share information when the law requires it, for public health and safety, or with a family member or caregiver involved in your care unless you object. Other uses need your written permission, which you may withdraw in writing at any time.',
              },
              // Added for the owner's legal review (legalAdditionsReview.writtenAuthorization).
              {
                type: 'paragraph',
                text: 'We need your written authorization before we use or share your information for marketing, before we sell your information, and for most uses and disclosures of psychotherapy notes.',
              },
            ],
          },
        ],
      },
      {
        ...anchor('hipaa', 'your-rights'),
        heading: 'Your rights',
        blocks: [
          { type: 'paragraph', text: 'You have the right to:' },
          {
            type: 'list',
            items: [
              'Inspect and copy: see and get a copy of your prescription and health records.',
              'Amend: ask us to correct information you believe is wrong or incomplete.',
              'An accounting of disclosures: get a list of times we shared your information for purposes other than treatment, payment and healthcare operations.',
              'Request restrictions: ask us to limit how we use or share your information. If you pay in full yourself, you may ask us not to share that information with your health plan.',
              // Added for the owner's legal review (legalAdditionsReview.confidentialCommunications).
              'Request confidential communications: ask us to contact you in a specific way (for example, at a different phone number) or at a different address. We will say yes to all reasonable requests.',
              'Get a paper copy of this notice at any time.',
            ],
          },
          {
            type: 'paragraph',
            text: 'To use any of these rights, write to or call our privacy officer (see "Complaints and questions" below).',
          },
        ],
      },
      {
        ...anchor('hipaa', 'security-safeguards'),
        heading: 'How we protect your information',
        blocks: [
          { type: 'paragraph', text: 'We protect your health information with:' },
          {
            type: 'list',
            items: [
              'Physical safeguards: records and medications kept in secured areas of the pharmacy.',
              'Electronic safeguards: access controls, passwords and encryption on our systems.',
              'Administrative safeguards: staff training, written policies and access only for those who need it.',
            ],
          },
          {
            type: 'paragraph',
            text: 'If your unsecured health information is ever breached, we will notify you as the law requires.',
          },
        ],
      },
      {
        ...anchor('hipaa', 'complaints'),
        heading: 'Complaints and questions',
        blocks: [
          {
            type: 'paragraph',
            text: 'If you believe your privacy rights have been violated, you may file a complaint with our privacy officer:',
          },
          contactBlock('privacyOfficer', 'Privacy Officer'),
          {
            type: 'paragraph',
            text: 'You may also file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights.',
          },
          {
            type: 'paragraph',
            text: 'We will not retaliate against you in any way for filing a complaint.',
          },
        ],
      },
      {
        ...anchor('hipaa', 'changes'),
        heading: 'Changes to this notice',
        blocks: [
          {
            type: 'paragraph',
            text: 'We may change this notice, and the new notice will apply to all the information we hold. The current notice is posted in our pharmacies and on this page, with its effective date at the top, and you may ask for a paper copy at any time.',
          },
        ],
      },
    ],
  },

  accessibility: {
    meta: {
      title: 'Accessibility Statement',
      heading: 'Accessibility Statement',
      description:
        'Our commitment to an accessible website: WCAG 2.1 AA conformance, keyboard and screen reader support, text resizable to 200%, and how to give feedback.',
    },
    ...datesOf('accessibility'),
    intro: [
      `${site.groupName} wants everyone, including people with disabilities, to be able to find information and reach our services online.`,
    ],
    sections: [
      {
        ...anchor('accessibility', 'conformance'),
        heading: 'Conformance status',
        blocks: [
          {
            type: 'paragraph',
            text: 'We aim for this website to conform to the Web Content Accessibility Guidelines (WCAG) 2.1, level AA. We check every page with automated accessibility tests and by keyboard, and fix the problems we find.',
          },
        ],
      },
      {
        ...anchor('accessibility', 'features'),
        heading: 'Accessibility features',
        blocks: [{ type: 'paragraph', text: 'Across the website you will find:' }],
        subsections: [
          {
            heading: 'Visual',
            blocks: [
              {
                type: 'list',
                items: [
                  'Text and controls with colour contrast that meets WCAG AA',
                  'Text you can enlarge to 200% without losing content or scrolling sideways',
                  'Text alternatives for meaningful images',
                  'Information that never relies on colour alone',
                ],
              },
            ],
          },
          {
            heading: 'Navigation',
            blocks: [
              {
                type: 'list',
                items: [
                  'A "Skip to main content" link at the top of every page',
                  'The same header and footer on every page',
                  'One main heading per page and a clear heading structure',
                  'Tables of contents on long pages, like this one',
                ],
              },
            ],
          },
          {
            heading: 'Keyboard and motor',
            blocks: [
              {
                type: 'list',
                items: [
                  'Everything works with a keyboard alone, with a visible focus outline',
                  'Buttons and links large enough to tap easily',
                  'Pause controls for anything that moves on its own',
                  'No time limits on reading or completing a task',
                ],
              },
            ],
          },
          {
            heading: 'Audio and cognitive support',
            blocks: [
              {
                type: 'list',
                items: [
                  'No sound plays automatically',
                  'Plain language and short steps for each service',
                  'Animations reduced when your device asks for reduced motion',
                  'Form fields with visible labels and clear error messages',
                ],
              },
            ],
          },
        ],
      },
      {
        ...anchor('accessibility', 'assistive-technology'),
        heading: 'Assistive technology',
        blocks: [
          {
            type: 'paragraph',
            text: 'The website is built with standard HTML landmarks, headings, labels and ARIA attributes so it works with:',
          },
          {
            type: 'list',
            items: [
              'screen readers such as NVDA, JAWS, VoiceOver and TalkBack',
              'screen magnifiers and browser zoom',
              'voice control and switch access',
            ],
          },
        ],
      },
      {
        ...anchor('accessibility', 'limitations'),
        heading: 'Known limitations',
        blocks: [
          {
            type: 'paragraph',
            text: 'The refill, transfer, vaccination and scheduling portals and the online store are run by other providers and open in a new tab; they may not meet the same standard. If one of them is hard to use, call us and we will help by phone.',
          },
        ],
      },
      {
        ...anchor('accessibility', 'feedback'),
        heading: 'Feedback and help',
        blocks: [
          {
            type: 'paragraph',
            text: 'If anything on this website is hard to use, or you need information in another format, please tell us:',
          },
          contactBlock('accessibilityTeam', 'Accessibility team'),
          {
            type: 'paragraph',
            text: 'We aim to reply within 5 business days.',
          },
        ],
      },
    ],
  },
  nondiscrimination: nondiscriminationNotice,
};
