import { externalUrls } from 'shared-content';
import {
  consultationTypesWith,
  medicationSyncRules,
  scheduledConsultationHours,
  walkInConsultationHours,
} from './services.facts';
import type { ContentPage } from './services.schema';

/**
 * Las cuatro páginas de servicios en español (`services.ts`): mismos bloques, ids,
 * enlaces, precios y horarios; solo cambian los textos.
 */

export { scheduledConsultationHours, walkInConsultationHours };

export const refillsPage: ContentPage = {
  meta: {
    title: 'Resurtido de recetas',
    heading: 'Resurtido de recetas',
    description:
      'Pida resurtidos en línea, por teléfono o en persona en nuestras cuatro farmacias de Nueva Jersey. La mayoría, listos en 15 a 30 minutos. Entrega gratis.',
    lead: 'Pida su resurtido en línea a cualquier hora, llame a su farmacia o pregunte en el mostrador. La mayoría de las recetas están listas en 15 a 30 minutos.',
  },
  actions: [{ kind: 'newTab', label: 'Pedir un resurtido', href: externalUrls.refillPortal }],
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'Cómo funcionan los resurtidos',
      steps: [
        {
          title: 'Busque su número de receta',
          description:
            'Está impreso en la etiqueta de su receta. ¿No tiene la etiqueta a mano? Basta con su nombre y su fecha de nacimiento.',
        },
        {
          title: 'Envíe su solicitud',
          description:
            'Use el portal de resurtidos en línea a cualquier hora, llame a su farmacia o pregunte en el mostrador.',
        },
        {
          title: 'Preparamos su medicamento',
          description:
            'Un farmacéutico revisa su receta y su seguro médico. La mayoría de las recetas están listas en 15 a 30 minutos.',
        },
        {
          title: 'Recójalo o reciba la entrega a domicilio',
          description:
            'Recójalo en la tienda o en la acera, o elija la entrega gratis a domicilio.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'refill-options',
      title: 'Formas de pedir un resurtido',
      cards: [
        {
          title: 'En línea, 24/7',
          description:
            'Pida un resurtido en nuestro portal seguro cuando le convenga; empezamos a prepararlo cuando abre la farmacia.',
          action: {
            kind: 'newTab',
            label: 'Abrir el portal de resurtidos',
            href: externalUrls.refillPortal,
            variant: 'secondary',
          },
        },
        {
          title: 'Por teléfono',
          description: 'Llame a su farmacia con su número de receta y se lo tendremos listo.',
          action: {
            kind: 'route',
            label: 'Buscar su farmacia',
            href: '/locations',
            variant: 'secondary',
          },
        },
        {
          title: 'En persona',
          description:
            'Traiga el frasco o la etiqueta a cualquiera de nuestras farmacias. La mayoría de las recetas están listas en 15 a 30 minutos.',
        },
        {
          title: 'Sincronización de medicamentos',
          description:
            '¿Toma tres o más medicamentos de mantenimiento? Coordínelos para resurtirlos juntos un solo día al mes.',
          action: {
            kind: 'route',
            label: 'Sobre la sincronización de medicamentos',
            href: '/services/medication-sync',
            variant: 'secondary',
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pickup',
      title: 'Cómo recibir su resurtido',
      cards: [
        {
          title: 'Recogida en la tienda',
          description: 'Recoja su resurtido en el mostrador de la farmacia.',
        },
        {
          title: 'Recogida en la acera',
          description: 'Quédese en su auto; avísenos cuando llegue y le llevamos su pedido.',
        },
        {
          title: 'Entrega gratis a domicilio',
          description: 'Llevamos sus recetas a su casa sin costo.',
        },
      ],
    },
    {
      kind: 'actions',
      id: 'start',
      title: '¿Todo listo para pedir su resurtido?',
      intro: 'Empiece en línea, o llámenos y un farmacéutico le ayudará.',
      actions: [
        { kind: 'newTab', label: 'Pedir un resurtido', href: externalUrls.refillPortal },
        { kind: 'phones', label: 'Llame a su farmacia' },
      ],
    },
  ],
};

export const transfersPage: ContentPage = {
  meta: {
    title: 'Traslado de recetas',
    heading: 'Traslado de recetas',
    description:
      'Traslade sus recetas a nuestras farmacias de Nueva Jersey gratis. Llamamos a su farmacia actual por usted y el traslado suele estar listo en menos de 24 horas.',
    lead: 'Cambiarse es gratis y nosotros hacemos el trámite: nos comunicamos con su farmacia actual, normalmente en menos de 24 horas.',
  },
  actions: [{ kind: 'newTab', label: 'Pedir un traslado', href: externalUrls.transferPortal }],
  sections: [
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'Cómo funciona el traslado de recetas',
      steps: [
        {
          title: 'Inicie una solicitud de traslado',
          description:
            'Llene el formulario de traslado en línea, llámenos o visite cualquiera de nuestras farmacias.',
        },
        {
          title: 'Díganos dónde están sus recetas',
          description:
            'Denos el nombre y el teléfono de su farmacia actual y los medicamentos que quiere trasladar.',
        },
        {
          title: 'Nos comunicamos con su farmacia',
          description:
            'Nuestros farmacéuticos piden las recetas directamente a su farmacia actual; usted no tiene que llamar a esa farmacia.',
        },
        {
          title: 'Recójalas o reciba la entrega a domicilio',
          description:
            'Le avisamos cuando sus recetas estén listas, normalmente en menos de 24 horas. Recójalas o elija la entrega gratis a domicilio.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'what-to-have-ready',
      title: 'Qué tener a mano',
      paragraphs: ['Con estos datos encontramos sus recetas rápidamente:'],
      items: [
        'Su nombre completo y su fecha de nacimiento',
        'El nombre y el teléfono de su farmacia actual',
        'Los nombres de sus medicamentos, o los números de receta de sus etiquetas',
        'Su tarjeta del seguro médico',
        'Cualquier alergia que debamos conocer',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Por qué trasladar sus recetas con nosotros',
      cards: [
        { title: 'Gratis', description: 'Trasladar sus recetas no le cuesta nada.' },
        {
          title: 'Normalmente en menos de 24 horas',
          description:
            'La mayoría de los traslados se completan en menos de 24 horas desde su solicitud.',
        },
        {
          title: 'Nosotros hacemos las llamadas',
          description:
            'Nos comunicamos con su farmacia anterior y con su médico si hay algo que confirmar.',
        },
        {
          title: 'Atención cerca de casa',
          description:
            'Cuatro farmacias en Linden, Parlin y Browns Mills, con entrega gratis a domicilio.',
        },
      ],
    },
    {
      kind: 'actions',
      id: 'start',
      title: '¿Todo listo para cambiarse?',
      intro: 'Empiece en línea, o llámenos y tomamos sus datos por teléfono.',
      actions: [
        { kind: 'newTab', label: 'Pedir un traslado', href: externalUrls.transferPortal },
        { kind: 'phones', label: 'Llame a su farmacia' },
      ],
    },
  ],
};

/** The three consultation types in Spanish (prices and lengths: `services.facts.ts`). */
export const consultationTypes = consultationTypesWith([
  {
    name: 'Consulta básica',
    description: 'Una conversación sobre un medicamento o sobre una pregunta de salud.',
    includes: [
      'Cómo y cuándo tomar un medicamento',
      'Efectos secundarios y qué vigilar',
      'Preguntas sobre una receta nueva',
    ],
  },
  {
    name: 'Revisión completa de medicamentos',
    description:
      'Un farmacéutico revisa todo lo que usted toma, incluidos los productos de venta libre y los suplementos.',
    includes: [
      'Interacciones y medicamentos duplicados',
      'Una lista de sus medicamentos, por escrito y al día',
      'Formas de simplificar su rutina diaria',
    ],
  },
  {
    name: 'Plan para enfermedades crónicas',
    description:
      'Un plan para vivir con una enfermedad de larga duración, como la diabetes o la presión alta.',
    includes: [
      'Metas acordadas con su farmacéutico',
      'Controles, como la toma de la presión arterial',
      'Un plan de seguimiento que le damos por escrito',
    ],
  },
]);

export const consultationsPage: ContentPage = {
  meta: {
    title: 'Consultas de salud',
    heading: 'Consultas de salud',
    description:
      'Consulta privada con un farmacéutico: básica ($25, 15 min), revisión de medicamentos ($50, 30 min) o enfermedades crónicas ($75, 45 min). Sin cita o con cita.',
    lead: 'Siéntese con un farmacéutico en un espacio privado. Venga sin cita o haga una cita a la hora que le convenga.',
  },
  actions: [
    { kind: 'newTab', label: 'Hacer una cita en línea', href: externalUrls.scheduling },
    { kind: 'phones', label: 'Llamar para hacer una cita' },
  ],
  sections: [
    {
      kind: 'offers',
      id: 'consultation-types',
      title: 'Tipos de consulta y precios',
      offers: [...consultationTypes],
    },
    {
      kind: 'hours',
      id: 'hours',
      title: 'Horario de consultas',
      intro:
        'Venga sin cita, o haga una cita con anticipación en un horario más amplio, que incluye los domingos.',
      schedules: [
        { caption: 'Horario sin cita', hours: walkInConsultationHours },
        { caption: 'Horario con cita', hours: scheduledConsultationHours },
      ],
    },
    {
      kind: 'actions',
      id: 'book',
      title: 'Haga una cita para una consulta',
      intro: 'Elija una hora en línea, o llámenos y la buscamos con usted.',
      actions: [
        { kind: 'newTab', label: 'Hacer una cita en línea', href: externalUrls.scheduling },
        { kind: 'phones', label: 'Llamar para hacer una cita' },
      ],
    },
  ],
};

export const medicationSyncPage: ContentPage = {
  meta: {
    title: 'Sincronización de medicamentos',
    heading: 'Sincronización de medicamentos',
    description:
      '¿Toma 3 o más medicamentos de mantenimiento? Coordinamos sus resurtidos para que estén listos el mismo día: un viaje, una llamada y menos dosis olvidadas.',
    lead: 'Todos sus medicamentos de mantenimiento listos el mismo día: un solo viaje a la farmacia en lugar de muchos.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Beneficios',
      cards: [
        {
          title: 'Un solo día para recoger',
          description:
            'Todos sus medicamentos de mantenimiento están listos juntos, así que hace un solo viaje en lugar de varios.',
        },
        {
          title: 'Un recordatorio antes de cada surtido',
          description:
            'Le llamamos antes de su día de recogida para saber si hay cambios en sus medicamentos o en su salud.',
        },
        {
          title: 'Menos dosis olvidadas',
          description:
            'Sus resurtidos ya no se acaban en días distintos, y así es más fácil seguir su tratamiento.',
        },
        {
          title: 'Una revisión regular con el farmacéutico',
          description:
            'Cada surtido sincronizado es una oportunidad para que un farmacéutico revise todos sus medicamentos juntos.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Inscríbase',
          description:
            'Llame o visite su farmacia y pida inscribirse en la sincronización de medicamentos.',
        },
        {
          title: 'Revise sus medicamentos',
          description:
            'Un farmacéutico repasa con usted sus medicamentos de mantenimiento y elige su día de recogida.',
        },
        {
          title: 'Coordine sus resurtidos',
          description:
            'Durante un ciclo podemos surtir algunos medicamentos para menos días, para que a todos les toque el resurtido en la misma fecha.',
        },
        {
          title: 'Recoja todo junto',
          description:
            'A partir de entonces, todo está listo en su día de recogida. Recójalo en la tienda o en la acera, o reciba la entrega gratis a domicilio.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'who-benefits',
      title: 'Quién se beneficia',
      paragraphs: [
        `La sincronización de medicamentos es para pacientes que toman ${medicationSyncRules.minimumMaintenanceMedications} o más medicamentos de mantenimiento, los que se toman todos los días para una enfermedad de larga duración.`,
      ],
      items: [
        'Personas con enfermedades como la diabetes, la presión alta o el colesterol alto',
        'Cuidadores que recogen los medicamentos de un familiar',
        'Cualquier persona a quien le cueste ir seguido a la farmacia',
      ],
    },
    {
      kind: 'text',
      id: 'requirements',
      title: 'Requisitos',
      paragraphs: [],
      items: [
        `${medicationSyncRules.minimumMaintenanceMedications} o más medicamentos de mantenimiento`,
        `Cobertura del seguro médico para un suministro de ${medicationSyncRules.supplyDays} días de sus medicamentos de mantenimiento`,
        'Recetas con resurtidos pendientes, o un médico al que podamos pedir la renovación',
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'Inscríbase en cualquiera de nuestras farmacias',
      intro: 'Llame a la farmacia más cercana para empezar.',
    },
  ],
};
