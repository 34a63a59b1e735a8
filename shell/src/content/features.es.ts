import { site } from 'shared-content';
import { additionalFeatures, feature, getStartedTarget, mainFeatures } from './features.facts';
import type { FeaturesPageText } from './features.schema';

/** La página /features (sus datos están en `features.facts.ts`). */
export const featuresPage: FeaturesPageText = {
  title: 'Servicios en línea',
  description: `Sus recetas en línea con ${site.groupName}: resurtidos rápidos, traslados de receta fáciles, atención en vivo, acceso seguro, las 24 horas.`,
  heading: 'Lo que ofrece nuestra farmacia',
  lead: 'Todo lo que necesita para administrar sus recetas y cuidar la salud de su familia, en la farmacia y en línea.',
  mainTitle: 'Lo que puede hacer',
  main: [
    feature(mainFeatures.prescriptions, {
      title: 'Administre sus recetas',
      description:
        'Lleve el control de sus recetas y resurtidos en un solo lugar, en línea o con nuestros farmacéuticos.',
    }),
    feature(
      mainFeatures.refills,
      {
        title: 'Resurtidos rápidos',
        description:
          'Pida un resurtido en pocos clics. La mayoría de las recetas están listas en 15 a 30 minutos, para recoger o con entrega gratis a domicilio en la zona.',
      },
      'Cómo funcionan los resurtidos',
    ),
    feature(
      mainFeatures.transfers,
      {
        title: 'Traslados de receta fáciles',
        description:
          'Traslade sus recetas desde otra farmacia sin costo. Nosotros nos comunicamos con esa farmacia, y la mayoría de los traslados se hacen en 24 horas.',
      },
      'Cómo funcionan los traslados de receta',
    ),
    feature(
      mainFeatures.support,
      {
        title: 'Atención en vivo',
        description:
          'Hable con nuestro equipo de farmacia por teléfono o por chat en vivo sobre sus medicamentos, su seguro médico o su pedido.',
      },
      'Contáctenos',
    ),
    feature(
      mainFeatures.privacy,
      {
        title: 'Protección y privacidad',
        description:
          'Su información de salud está protegida por la ley HIPAA y solo se comparte como lo describe nuestro aviso de privacidad.',
      },
      'Nuestro aviso de prácticas de privacidad (HIPAA)',
    ),
    feature(mainFeatures.anyHour, {
      title: 'Acceso las 24 horas',
      description:
        'Pida resurtidos y revise sus recetas en línea a cualquier hora, incluso cuando la farmacia está cerrada.',
    }),
  ],
  additionalTitle: 'Otras formas en que le ayudamos',
  additional: [
    feature(
      additionalFeatures.sync,
      {
        title: 'Sincronización de medicamentos',
        description:
          'Recoja todos sus medicamentos de mantenimiento el mismo día cada mes, en vez de hacer varios viajes.',
      },
      'Sobre la sincronización de medicamentos',
    ),
    feature(
      additionalFeatures.vaccinations,
      {
        title: 'Vacunas sin cita',
        description: 'Venga sin cita a vacunarse en nuestras farmacias, o haga una cita en línea.',
      },
      'Hacer una cita para vacunarse',
    ),
    feature(additionalFeatures.delivery, {
      title: 'Entrega gratis a domicilio y recogida',
      description:
        'Entrega gratis a domicilio en la zona, recogida en la acera o recogida en la tienda.',
    }),
    feature(
      additionalFeatures.consultations,
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
    link: { ...getStartedTarget, label: 'Empezar' },
  },
};
