import { locations, site, siteEs } from 'shared-content';
import {
  awardStats,
  heroImageSize,
  heroSlides,
  homeLinks,
  linkTo,
  serviceCards,
} from './home.facts';
import type { HomeContent } from './home.schema';

/** "Linden, Parlin y Browns Mills": the towns of the four pharmacies, in order. */
const towns = [...new Set(locations.map((location) => location.address.city))];
const townList = `${towns.slice(0, -1).join(', ')} y ${towns.at(-1)}`;

type ServiceCard = HomeContent['services']['cards'][number];

/** A service card in Spanish: its id and link target are the facts both languages share. */
const serviceCard = (
  { id, link }: (typeof serviceCards)[keyof typeof serviceCards],
  text: Pick<ServiceCard, 'title' | 'description'>,
  linkLabel: string,
): ServiceCard => ({ id, ...text, link: linkTo(link, linkLabel) });

/** Todos los textos de la página de inicio (sus datos están en `home.facts.ts`). */
export const home: HomeContent = {
  page: {
    title: `Farmacias comunitarias en ${siteEs.state}`,
    description: `Farmacias familiares en ${townList}, ${site.stateCode}: resurtidos rápidos, traslados de receta gratis, entrega gratis a domicilio y vacunas sin cita.`,
    lead: `Farmacias comunitarias familiares al servicio de ${siteEs.state} desde ${site.since}.`,
  },
  hero: {
    ...heroImageSize,
    label: 'Lo más destacado',
    pauseLabel: 'presentación de imágenes',
    slides: [
      {
        ...heroSlides.counter,
        alt: 'Una farmacéutica en el mostrador de la farmacia entrega una bolsa con una receta a una paciente sonriente, con estantes de medicamentos detrás.',
        caption: 'La mayoría de las recetas están listas en 15 a 30 minutos.',
      },
      {
        ...heroSlides.van,
        alt: 'Una camioneta de entregas de la farmacia está estacionada frente a una casa mientras el repartidor lleva un paquete de medicamentos hasta la puerta.',
        caption:
          'Entrega gratis a domicilio en la zona, y también recogida en la acera y en la tienda.',
      },
      {
        ...heroSlides.vaccination,
        alt: 'Una farmacéutica pone una vacuna en la parte superior del brazo a un paciente sentado en una sala de consulta tranquila.',
        caption: 'Vacunas sin cita en nuestras farmacias.',
      },
    ],
  },
  about: {
    title: 'Quiénes somos',
    paragraphs: [
      `${site.groupName} es un grupo familiar de farmacias comunitarias que cuida de pacientes, cuidadores y dueños de mascotas en ${siteEs.state} desde ${site.since}.`,
      `Nuestras ${locations.length} farmacias en ${townList} ofrecen resurtidos, traslados de receta, sincronización de medicamentos, consultas de salud, vacunas sin cita y entrega gratis a domicilio.`,
    ],
    link: linkTo(homeLinks.about, 'Conozca más sobre nosotros'),
  },
  services: {
    title: 'Nuestros servicios',
    cards: [
      serviceCard(
        serviceCards.refills,
        {
          title: 'Resurtidos rápidos',
          description:
            'Pida un resurtido en línea o por teléfono. La mayoría de las recetas están listas en 15 a 30 minutos.',
        },
        'Cómo funcionan los resurtidos',
      ),
      serviceCard(
        serviceCards.transfers,
        {
          title: 'Traslados de receta fáciles',
          description:
            'Traslade sus recetas a nuestra farmacia sin costo. Los traslados de receta suelen hacerse en 24 horas.',
        },
        'Cómo funcionan los traslados de receta',
      ),
      serviceCard(
        serviceCards.support,
        {
          title: 'Atención en vivo',
          description:
            'Chatee con nuestro equipo o hable con un farmacéutico sobre sus medicamentos.',
        },
        'Contacte a nuestro equipo',
      ),
      serviceCard(
        serviceCards.delivery,
        {
          title: 'Servicio de entrega',
          description:
            'Entrega gratis a domicilio en la zona, y también recogida en la acera y en la tienda.',
        },
        'Pregunte por la entrega a domicilio',
      ),
      serviceCard(
        serviceCards.vaccines,
        {
          title: 'Centro de vacunación',
          description:
            'Venga sin cita a vacunarse, o haga una cita en línea a la hora que le convenga.',
        },
        'Hacer una cita para vacunarse',
      ),
      serviceCard(
        serviceCards.otc,
        {
          title: 'Productos de venta libre',
          description:
            'Compre productos de salud de uso diario en nuestra tienda de productos de venta libre.',
        },
        'Comprar productos de venta libre',
      ),
    ],
  },
  banner: {
    title: 'Administre sus recetas las 24 horas, los 7 días',
    text: 'Administre sus recetas en línea a cualquier hora en el portal seguro de nuestra farmacia.',
    link: linkTo(homeLinks.portal, 'Crear una cuenta o iniciar sesión'),
  },
  awards: {
    title: 'Atención premiada',
    pauseLabel: 'mensajes de premios',
    messages: [
      'Primer lugar en satisfacción de los clientes 8 años seguidos.',
      'Primer lugar en satisfacción de los clientes en 13 de los últimos 15 años.',
      'Calificación de 5 sobre 5 de nuestros pacientes en Facebook y Google.',
      `Cuidando de las familias de ${siteEs.state} desde ${site.since}.`,
    ],
    stats: [
      {
        ...awardStats.jdPower,
        label: 'Primer lugar en satisfacción de los clientes, 8 años seguidos',
      },
      { ...awardStats.facebook, spokenValue: '5 sobre 5', label: 'Calificación en Facebook' },
      { ...awardStats.google, spokenValue: '5 sobre 5', label: 'Calificación en Google' },
      { ...awardStats.years, label: `Años de servicio, desde ${site.since}` },
      { ...awardStats.locations, label: `Farmacias en ${siteEs.state}` },
    ],
  },
};
