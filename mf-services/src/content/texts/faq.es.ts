// The texts of the FAQ, in Spanish (one chunk).
export { faqPage } from '../faq.es';
