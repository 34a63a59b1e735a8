import { priceFacts, sampleResults, typeOptions } from './prices.facts';
import type { BestPricesPage } from './prices.schema';

/**
 * The Spanish texts of `prices.ts`. Prices, pharmacy names, the zip code and the popular
 * medications (drug names) are `prices.facts.ts`'s.
 */
export const bestPricesPage: BestPricesPage = {
  page: {
    title: 'Mejores precios',
    description:
      'Compare precios de recetas: busque un medicamento por nombre, concentración y código postal, o elija uno popular. Precios de muestra, sin registrarse.',
    heading: 'Encuentre los mejores precios',
    lead: 'Busque un medicamento para comparar lo que cobran las farmacias cerca de usted.',
  },
  form: {
    title: 'Buscar un medicamento',
    labels: {
      name: 'Nombre del medicamento',
      strength: 'Concentración',
      zip: 'Código postal',
      type: 'Tipo de medicamento',
    },
    placeholders: { name: 'p. ej., Lisinopril', strength: 'p. ej., 10 mg', zip: 'p. ej., 07036' },
    typeOptions: typeOptions({ generic: 'Genérico', brand: 'De marca', both: 'Ambos' }),
    defaults: priceFacts.defaults,
    submit: 'Buscar precios',
    searching: 'Buscando…',
    requiredNote: 'Todos los campos son obligatorios.',
    missingFields: 'Por favor, complete todos los campos obligatorios',
  },
  ticker: {
    title: 'Medicamentos más buscados',
    intro: 'Elija uno para completar el formulario de búsqueda.',
    pauseLabel: 'medicamentos más buscados',
    zip: priceFacts.zip,
    filledMessage: 'Formulario de búsqueda completado con',
  },
  results: {
    headingPrefix: 'Precios de muestra para',
    countLabel: 'resultados para',
    caption: 'Precios de muestra por farmacia, del más bajo al más alto',
    note: 'Estos precios son solo un ejemplo, no son cotizaciones. Los ahorros se comparan con un precio típico de pago en efectivo en la farmacia. Llame a su farmacia para saber su precio real.',
    bestBadge: 'Mejor precio',
    columns: {
      pharmacy: 'Farmacia',
      medication: 'Medicamento',
      quantity: 'Cantidad',
      price: 'Precio',
      savings: 'Ahorro',
    },
    highlightCount: priceFacts.highlightCount,
    ...sampleResults(
      { tablets: '30 tabletas', vial: '1 frasco (10 mL)' },
      {
        chain: 'Farmacia de cadena (ejemplo)',
        warehouse: 'Farmacia de club de compras (ejemplo)',
        grocery: 'Farmacia de supermercado (ejemplo)',
        mailOrder: 'Farmacia por correo (ejemplo)',
      },
    ),
    typeSuffix: { generic: '(genérico)', brand: '(de marca)' },
  },
  popularMedications: priceFacts.popularMedications,
};
