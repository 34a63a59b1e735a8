import {
  emails,
  formatAddress,
  getLocation,
  languageAssistance,
  locations,
  site,
} from 'shared-content';
import type { LegalBlock, LegalContact, LegalDocuments, Tagline } from './legal.schema';

/**
 * The facts of the legal documents that both languages show (`legal.ts`, `legal.es.ts`):
 * no text of either language lives here, so a page in one language does not download the
 * other's. Each date is the one the document was published with (`legal.test.ts` pins them);
 * contacts come from the config and the Family location.
 */

const family = getLocation('family');

/** Each document's date line (the label is a key, shown in the page's language) and anchors. */
const legalFacts = {
  privacy: {
    dateLabel: 'Last updated',
    date: '2024-01-01',
    sectionIds: [
      'information-we-collect',
      'how-we-use-information',
      'site-measurements',
      'portals-and-other-sites',
      'health-information',
      'security',
      'children',
      'changes',
      'contact',
    ],
  },
  terms: {
    dateLabel: 'Last updated',
    date: '2025-06-22',
    sectionIds: [
      'not-medical-advice',
      'prescriptions',
      'prices',
      'portals-and-links',
      'acceptable-use',
      'content-ownership',
      'liability',
      'governing-law',
      'changes',
      'contact',
    ],
  },
  hipaa: {
    dateLabel: 'Effective',
    date: '2025-01-01',
    sectionIds: [
      'use-and-disclosure',
      'your-rights',
      'security-safeguards',
      'complaints',
      'changes',
    ],
  },
  accessibility: {
    dateLabel: 'Last updated',
    date: '2025-01-01',
    sectionIds: ['conformance', 'features', 'assistive-technology', 'limitations', 'feedback'],
  },
  nondiscrimination: {
    dateLabel: 'Last updated',
    date: '2025-01-01',
    sectionIds: ['free-help', 'ask-for-help', 'complaints', 'language-assistance'],
  },
} as const satisfies {
  [Key in keyof LegalDocuments]: Pick<LegalDocuments[Key], 'dateLabel' | 'date'> & {
    sectionIds: readonly string[];
  };
};

type LegalFacts = typeof legalFacts;

/** A document's date line: the label's key and the date, the same in both languages. */
export const datesOf = (doc: keyof LegalFacts) => ({
  dateLabel: legalFacts[doc].dateLabel,
  date: legalFacts[doc].date,
});

/** A section's anchor (`/legal/hipaa#your-rights`, `/es/legal/hipaa#your-rights`): one of the document's ids. */
export const anchor = <Doc extends keyof LegalFacts>(
  _doc: Doc,
  id: LegalFacts[Doc]['sectionIds'][number],
) => ({ id });

/** Set on the documents written for the owner to check with their lawyer (both languages). */
export const legalReview = 'pending owner legal review' as const;

/**
 * Where to write, call or e-mail about a legal matter; each language names the contact.
 * `attention` is the "Attn:" title a letter is addressed to, in English as the mail room
 * reads it (a Spanish page adds its own title beside it, `contactBlock`).
 */
export const legalContacts = {
  privacyOfficer: {
    email: emails.privacy,
    phone: family.phone,
    attention: 'Privacy Officer',
  },
  civilRightsCoordinator: {
    email: emails.privacy,
    phone: family.phone,
    attention: 'Civil Rights Coordinator',
  },
  pharmacyGroup: {
    email: emails.info,
    phone: family.phone,
    address: formatAddress(family.address),
  },
  accessibilityTeam: { email: emails.accessibility, phone: family.phone },
} satisfies Record<string, Omit<LegalContact, 'type' | 'name'> & { attention?: string }>;

/** "Attn: Privacy Officer": the English addressee line, as in the English notices. */
const attnLine = (attention: string) => `Attn: ${attention}`;

/**
 * The contact block of `contact`, under `name` in the page's language. A contact with an
 * addressee gets a postal address `group, <attention line>, street`: the English
 * "Attn: Privacy Officer", or the page's own line (the Spanish page passes
 * "A la atención de: Oficial de privacidad (Attn: Privacy Officer)").
 */
export const contactBlock = (
  contact: keyof typeof legalContacts,
  name: string,
  attentionLine: (attention: string) => string = attnLine,
): LegalContact => {
  const { attention, ...facts } = legalContacts[contact] as Omit<LegalContact, 'type' | 'name'> & {
    attention?: string;
  };
  return {
    type: 'contact',
    name,
    ...facts,
    ...(attention && {
      address: `${site.groupName}, ${attentionLine(attention)}, ${formatAddress(family.address)}`,
    }),
  };
};

/** Each pharmacy's name, city and phone, for the nondiscrimination notice. */
export const pharmacyPhones: Extract<LegalBlock, { type: 'list' }> = {
  type: 'list',
  items: locations.map((location) => [
    `${location.name}, ${location.address.city}: `,
    { kind: 'tel' as const, phone: location.phone },
  ]),
};

/** The phone the taglines give: the site's one language-assistance number (site/locations.ts). */
const languageLine = languageAssistance.phone;

/**
 * "ATTENTION: ... free language assistance ... Call ..." in English and in the 15
 * languages most spoken in New Jersey after English (the list HHS publishes for the
 * state), each tagged with its language so screen readers and translators read it right.
 * Shown as they are on the English and the Spanish notice.
 */
export const taglines: Tagline[] = [
  {
    lang: 'en',
    language: 'English',
    text: `ATTENTION: If you speak a language other than English, language assistance services, free of charge, are available to you. Call ${languageLine}.`,
  },
  {
    lang: 'es',
    language: 'Spanish',
    text: `ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ${languageLine}.`,
  },
  {
    lang: 'zh-Hant',
    language: 'Chinese',
    text: `注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 ${languageLine}。`,
  },
  {
    lang: 'pt',
    language: 'Portuguese',
    text: `ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para ${languageLine}.`,
  },
  {
    lang: 'ko',
    language: 'Korean',
    text: `주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. ${languageLine} 번으로 전화해 주십시오.`,
  },
  {
    lang: 'gu',
    language: 'Gujarati',
    text: `સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો ${languageLine}.`,
  },
  {
    lang: 'tl',
    language: 'Tagalog',
    text: `PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa ${languageLine}.`,
  },
  {
    lang: 'ar',
    language: 'Arabic',
    dir: 'rtl',
    text: `ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم ${languageLine}.`,
  },
  {
    lang: 'it',
    language: 'Italian',
    text: `ATTENZIONE: In caso la lingua parlata sia l'italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiamare il numero ${languageLine}.`,
  },
  {
    lang: 'pl',
    language: 'Polish',
    text: `UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer ${languageLine}.`,
  },
  {
    lang: 'hi',
    language: 'Hindi',
    text: `ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। ${languageLine} पर कॉल करें।`,
  },
  {
    lang: 'ru',
    language: 'Russian',
    text: `ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните ${languageLine}.`,
  },
  {
    lang: 'ht',
    language: 'Haitian Creole',
    text: `ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele ${languageLine}.`,
  },
  {
    lang: 'vi',
    language: 'Vietnamese',
    text: `CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số ${languageLine}.`,
  },
  {
    lang: 'ur',
    language: 'Urdu',
    dir: 'rtl',
    text: `خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں ۔ کال کریں ${languageLine}.`,
  },
  {
    lang: 'fr',
    language: 'French',
    text: `ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le ${languageLine}.`,
  },
];
