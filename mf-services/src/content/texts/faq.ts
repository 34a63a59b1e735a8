// The texts of the FAQ, in English (one chunk).
export { faqPage } from '../faq';
