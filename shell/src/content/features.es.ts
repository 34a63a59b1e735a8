import { site } from 'shared-content';
import { featuresPage as english } from './features';
import type { Feature, FeaturesPageText } from './features.schema';

/** The English card with the same id: its id and link target stay the English ones. */
const card = (
  list: readonly Feature[],
  id: string,
  text: Pick<Feature, 'title' | 'description'>,
  linkLabel?: string,
): Feature => {
  const original = list.find((feature) => feature.id === id);
  if (!original) throw new Error(`features.es.ts: no English feature ${id}`);
  const { link } = original;
  if (link && !linkLabel) throw new Error(`features.es.ts: no Spanish link label for ${id}`);
  return {
    ...original,
    ...text,
    ...(link && linkLabel ? { link: { ...link, label: linkLabel } } : {}),
  };
};

/** La página /features. */
export const featuresPage: FeaturesPageText = {
  title: 'Servicios en línea',
  description: `Sus recetas en línea con ${site.groupName}: resurtidos rápidos, traslados de receta fáciles, atención en vivo, acceso seguro, las 24 horas.`,
  heading: 'Lo que ofrece nuestra farmacia',
  lead: 'Todo lo que necesita para manejar sus recetas y la salud de su familia, en la farmacia y en línea.',
  mainTitle: 'Lo que puede hacer',
  main: [
    card(english.main, 'prescription-management', {
      title: 'Manejo de recetas',
      description:
        'Lleve el control de sus recetas y resurtidos en un solo lugar, en línea o con nuestros farmacéuticos.',
    }),
    card(
      english.main,
      'quick-refills',
      {
        title: 'Resurtidos rápidos',
        description:
          'Pida un resurtido en pocos clics. La mayoría de las recetas están listas en 15 a 30 minutos, para recoger o con entrega gratis a domicilio en la zona.',
      },
      'Cómo funcionan los resurtidos',
    ),
    card(
      english.main,
      'easy-transfers',
      {
        title: 'Traslados de receta fáciles',
        description:
          'Traslade sus recetas desde otra farmacia sin costo. Nosotros nos comunicamos con ellos, y la mayoría de los traslados se hacen en 24 horas.',
      },
      'Cómo funcionan los traslados de receta',
    ),
    card(
      english.main,
      'live-support',
      {
        title: 'Atención en vivo',
        description:
          'Hable con nuestro equipo de farmacia por teléfono o por chat en vivo sobre sus medicamentos, su seguro médico o su pedido.',
      },
      'Contáctenos',
    ),
    card(
      english.main,
      'secure-private',
      {
        title: 'Seguro y privado',
        description:
          'Su información de salud está protegida por la ley HIPAA y solo se comparte como lo describe nuestro aviso de privacidad.',
      },
      'Nuestro aviso de prácticas de privacidad (HIPAA)',
    ),
    card(english.main, 'always-available', {
      title: 'Acceso las 24 horas',
      description:
        'Pida resurtidos y revise sus recetas en línea a cualquier hora, incluso cuando la farmacia está cerrada.',
    }),
  ],
  additionalTitle: 'Otras formas en que le ayudamos',
  additional: [
    card(
      english.additional,
      'medication-sync',
      {
        title: 'Sincronización de medicamentos',
        description:
          'Recoja todos sus medicamentos de uso continuo el mismo día cada mes, en vez de hacer varios viajes.',
      },
      'Sobre la sincronización de medicamentos',
    ),
    card(
      english.additional,
      'vaccinations',
      {
        title: 'Vacunas sin cita',
        description:
          'Venga sin cita a ponerse sus vacunas en nuestras farmacias, o programe una visita en línea.',
      },
      'Programar una vacuna',
    ),
    card(english.additional, 'delivery-pickup', {
      title: 'Entrega gratis a domicilio y recogida',
      description:
        'Entrega gratis a domicilio en la zona, recogida en la acera o recogida en la tienda.',
    }),
    card(
      english.additional,
      'consultations',
      {
        title: 'Consultas de salud',
        description: 'Consultas privadas con un farmacéutico sobre sus medicamentos y su salud.',
      },
      'Sobre las consultas',
    ),
  ],
  getStarted: {
    title: '¿Listo para empezar?',
    text: 'Cree su cuenta o inicie sesión en el portal de recetas para pedir su primer resurtido.',
    link: { ...english.getStarted.link, label: 'Empezar' },
  },
};
