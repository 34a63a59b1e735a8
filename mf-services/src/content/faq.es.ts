import { externalUrls, formatAddress, getLocation, locations } from 'shared-content';
import { holidayClosures, listIn, monthDayIn } from 'shared-content/logic';
import type { FaqPage } from './faq.schema';

/** Las preguntas frecuentes en español (`faq.ts`): mismos datos, mismos enlaces. */

type HolidayMonthDay = (typeof holidayClosures)[number]['monthDay'];

/** The holidays' Spanish names, by the month-day of `holidayClosures` (the data). */
const holidayNamesEs: Record<HolidayMonthDay, string> = {
  '12-25': 'Navidad',
  '01-01': 'Año Nuevo',
};

/** "el 25 de diciembre (Navidad) y el 1 de enero (Año Nuevo)": the days, not the season. */
const holidayDays = listIn(
  'es',
  holidayClosures.map(({ monthDay }) => {
    const [month = 1, day = 1] = monthDay.split('-').map(Number);
    return `el ${monthDayIn('es', month - 1, day)} (${holidayNamesEs[monthDay]})`;
  }),
);
const outpatient = getLocation('outpatient');
const specialty = getLocation('specialty');
const parlin = getLocation('parlin');

export const faqPage: FaqPage = {
  meta: {
    title: 'Preguntas frecuentes',
    heading: 'Preguntas frecuentes',
    description:
      'Respuestas sobre nuestras farmacias, recetas, traslados gratis, entrega a domicilio y recogida: horario, pagos, esperas, MedPack, mascotas y más.',
    lead: 'Respuestas rápidas sobre nuestras farmacias, recetas, traslados, entrega a domicilio y recogida. Abra todas las preguntas que quiera.',
  },
  categories: [
    {
      title: 'General',
      questions: [
        {
          question: '¿Dónde están sus farmacias?',
          answer: [
            `Tenemos ${locations.length} farmacias en Nueva Jersey:`,
            ...locations.map((location) => `${location.name}: ${formatAddress(location.address)}.`),
            [
              'Encontrará cómo llegar y el teléfono de cada una en la página ',
              { kind: 'route', label: 'Nuestras farmacias', href: '/locations' },
              '.',
            ],
          ],
        },
        {
          question: '¿Cuál es su horario?',
          answer: [
            [
              'El horario cambia según la farmacia. La ',
              { kind: 'route', label: 'página de horario', href: '/support/hours' },
              ' muestra el de cada una y si está abierta en este momento.',
            ],
            `Todas nuestras farmacias cierran ${holidayDays}.`,
          ],
        },
        {
          question: '¿Qué formas de pago aceptan?',
          answer: [
            'Aceptamos efectivo, tarjetas de crédito (Visa, Mastercard, American Express y Discover) y seguro médico.',
            [
              'Vea los planes con los que trabajamos en ',
              {
                kind: 'route',
                label: 'nuestra página de seguro médico',
                href: '/support/insurance',
              },
              '.',
            ],
          ],
        },
        {
          question: '¿Necesito una cita para vacunarme?',
          answer: [
            'No. Ponemos vacunas sin cita: puede venir durante el horario de la farmacia.',
            [
              'Si prefiere una hora fija, ',
              {
                kind: 'newTab',
                label: 'haga una cita en línea para vacunarse',
                href: externalUrls.vaccinePortal,
              },
              '.',
            ],
          ],
        },
        {
          question: '¿Qué es MedPack?',
          answer: [
            'MedPack organiza sus medicamentos en paquetes según la fecha y la hora en que los toma. Se preparan cada mes y se entregan gratis. Usted solo paga su copago habitual del seguro médico.',
            [
              `MedPack solo está disponible en ${outpatient.name}, en ${outpatient.address.city}. `,
              { kind: 'route', label: 'Vea cómo funciona MedPack', href: '/medpack' },
              '.',
            ],
          ],
        },
        {
          question: '¿Surten recetas para mascotas?',
          answer: [
            'Sí. La mayoría de las recetas para mascotas están listas en 2 a 4 horas, y la entrega a domicilio es gratis en pedidos para mascotas de más de $50 dentro de nuestra zona de servicio.',
            [
              'Vea qué medicamentos tenemos en ',
              {
                kind: 'route',
                label: 'nuestra página de medicamentos para mascotas',
                href: '/pet-medications',
              },
              '.',
            ],
          ],
        },
      ],
    },
    {
      title: 'Recetas',
      questions: [
        {
          question: '¿Cuánto tardan en surtir una receta?',
          answer: [
            'La mayoría de las recetas están listas en 15 a 30 minutos. Si primero tenemos que comunicarnos con su médico o con su seguro médico, le diremos cuánto va a tardar y podemos llamarle cuando esté lista.',
          ],
        },
        {
          question: '¿Cómo pido un resurtido de mi receta?',
          answer: [
            'Pídalo a cualquier hora en nuestro portal de resurtidos en línea, llame a su farmacia o pregunte en el mostrador. Tenga a mano el número de receta que aparece en la etiqueta.',
            [
              'Encontrará ayuda paso a paso en ',
              {
                kind: 'route',
                label: 'la página de resurtidos de recetas',
                href: '/services/refills',
              },
              '.',
            ],
          ],
        },
        {
          question: '¿Puedo resurtir todos mis medicamentos el mismo día?',
          answer: [
            'Sí, si toma 3 o más medicamentos de mantenimiento. Con la sincronización de medicamentos coordinamos sus resurtidos para que estén listos juntos: un solo viaje y una sola llamada de recordatorio.',
            [
              {
                kind: 'route',
                label: 'Lea sobre la sincronización de medicamentos',
                href: '/services/medication-sync',
              },
              '.',
            ],
          ],
        },
        {
          question: '¿Puedo hablar con un farmacéutico sobre mis medicamentos?',
          answer: [
            'Siempre. Pregunte en el mostrador o llame a cualquiera de nuestras farmacias si tiene una pregunta rápida.',
            [
              'Para una revisión más larga y en privado, puede hacer una cita para una ',
              { kind: 'route', label: 'consulta de salud', href: '/services/consultations' },
              '.',
            ],
          ],
        },
        {
          question: '¿Trabajan con medicamentos de especialidad?',
          answer: [
            `Sí. ${specialty.name}, en ${specialty.address.city}, atiende a pacientes que toman medicamentos de especialidad, con ayuda con el seguro médico y las autorizaciones previas, asistencia financiera, apoyo clínico 24/7 y envío con cadena de frío.`,
            [
              {
                kind: 'route',
                label: `Visite la página de ${specialty.name}`,
                href: '/locations/specialty',
              },
              '.',
            ],
          ],
        },
      ],
    },
    {
      title: 'Traslados',
      questions: [
        {
          question: '¿Cómo hago el traslado de una receta a su farmacia?',
          answer: [
            'Inicie una solicitud de traslado en línea, llámenos o visite cualquiera de nuestras farmacias. Díganos dónde están sus recetas ahora y nosotros nos comunicamos con esa farmacia por usted.',
            [
              'Vea los pasos en ',
              {
                kind: 'route',
                label: 'la página de traslado de recetas',
                href: '/services/transfers',
              },
              '.',
            ],
          ],
        },
        {
          question: '¿El traslado tiene algún costo?',
          answer: ['No. Los traslados son gratis.'],
        },
        {
          question: '¿Cuánto tarda un traslado?',
          answer: [
            'Los traslados suelen completarse en menos de 24 horas. Le avisamos en cuanto sus recetas estén listas.',
          ],
        },
        {
          question: '¿Qué información necesitan?',
          answer: [
            'Su nombre y fecha de nacimiento, el nombre y el teléfono de su farmacia actual, y los medicamentos que quiere trasladar (los números de receta de las etiquetas ayudan). Traiga su tarjeta del seguro médico cuando venga a recoger.',
          ],
        },
        {
          question: '¿Se puede trasladar cualquier receta?',
          answer: [
            'La mayoría, sí. Algunos medicamentos controlados tienen límites legales para el traslado. Si alguna de sus recetas no se puede trasladar, se lo diremos y le ayudaremos a pedirle a su médico una receta nueva.',
          ],
        },
      ],
    },
    {
      title: 'Entrega a domicilio y recogida',
      questions: [
        {
          question: '¿Hacen entregas a domicilio?',
          answer: [
            'Sí. La entrega a domicilio de sus recetas es gratis en nuestra zona de servicio.',
            [
              'Puede ',
              {
                kind: 'newTab',
                label: 'pedir una entrega en línea',
                href: externalUrls.deliveryPortal,
              },
              ' o pedirla a su farmacia cuando haga su pedido.',
            ],
          ],
        },
        {
          question: '¿Qué opciones tengo para recoger mi pedido?',
          answer: [
            `Recójalo en la tienda, o use la recogida en la acera y le llevamos su pedido hasta el auto. ${parlin.name} también tiene ventanilla para autos.`,
          ],
        },
        {
          question: '¿Hay un pedido mínimo para la entrega gratis a domicilio?',
          answer: [
            'No para las recetas: la entrega gratis a domicilio no tiene mínimo. Los pedidos para mascotas se entregan gratis cuando pasan de $50 dentro de nuestra zona de servicio.',
          ],
        },
        {
          question: '¿Cómo se entrega MedPack?',
          answer: [
            `Sus paquetes de MedPack se entregan en su puerta cada mes, sin costo. MedPack se prepara solo en ${outpatient.name}.`,
          ],
        },
        {
          question: '¿Otra persona puede recoger mi receta?',
          answer: [
            'Sí. Un familiar o un cuidador puede recogerla; debe saber su nombre completo y su fecha de nacimiento. Para algunos medicamentos podemos pedir una identificación con foto.',
          ],
        },
      ],
    },
  ],
  contact: {
    title: '¿Tiene otra pregunta?',
    text: 'Envíenos un mensaje, o chatee con nosotros y haga una cita con un farmacéutico.',
    actions: [
      { kind: 'route', label: 'Contáctenos', href: '/contact' },
      {
        kind: 'newTab',
        label: 'Chatear o hacer una cita',
        href: externalUrls.scheduling,
        variant: 'secondary',
      },
    ],
  },
};
