// The reasons an owner picks most, in both languages, so a snow closure needs no typing.
// shared-content's glossary has no words for these (it covers pharmacy terms), so the
// Spanish is written here, in the usted register and the plain words the site uses.
export interface CommonReason {
  key: string;
  en: string;
  es: string;
}

export const commonReasons: readonly CommonReason[] = [
  { key: 'snow', en: 'snowstorm', es: 'tormenta de nieve' },
  { key: 'power', en: 'power outage', es: 'corte de luz' },
  { key: 'holiday', en: 'holiday', es: 'día festivo' },
  { key: 'inventory', en: 'inventory', es: 'inventario' },
  { key: 'training', en: 'staff training', es: 'capacitación del personal' },
];

export const reasonByKey = (key: string | undefined) =>
  commonReasons.find((reason) => reason.key === key);
