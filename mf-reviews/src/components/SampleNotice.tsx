import { notice } from './SampleNotice.css';

/** Says, on the page itself, that the content around it is an invented sample. */
export function SampleNotice({ label, children }: { label: string; children: string }) {
  return (
    <p role="note" className={notice}>
      <strong>{label}</strong> {children}
    </p>
  );
}
