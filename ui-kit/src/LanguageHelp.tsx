import { fillText, languageAssistance, useSiteText } from 'shared-content';
import { PhoneLink } from './links';

/**
 * "Free language assistance: call (908) 555-0101." ("Ayuda con el idioma sin costo: llame
 * al …"), where patients look: the footer, the contact page, each location. The number is
 * the Section 1557 notice's; "Our staff speak Spanish" follows only once the owner has
 * confirmed it (`languageAssistance.staffSpeakSpanish`).
 */
export function LanguageHelp({ className }: { className?: string }) {
  const { languageHelp } = useSiteText();
  const [before = '', after = ''] = languageHelp.line.split('{phone}');
  const { phone } = languageAssistance;
  return (
    <p className={className}>
      {before}
      {/* Named by the whole sentence: in a list of links, a bare number says nothing. */}
      <PhoneLink phone={phone} aria-label={fillText(languageHelp.line, { phone })} />
      {after}
      {languageAssistance.staffSpeakSpanish === true && ` ${languageHelp.staffSpeakSpanish}`}
    </p>
  );
}
