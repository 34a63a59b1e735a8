import { petCategories, petsFacts } from './pets.facts';
import type { PetMedicationsPage } from './pets.schema';

/** The Spanish texts of `pets.ts`. Drug names and links are `pets.facts.ts`'s. */
export const petMedicationsPage: PetMedicationsPage = {
  page: {
    title: 'Medicamentos para mascotas',
    description:
      'Surta las recetas de su perro o gato en nuestras farmacias: la mayoría listas en 2 a 4 horas, entrega gratis en pedidos de más de $50 en nuestra zona.',
    heading: 'Medicamentos para mascotas',
    lead: 'Surtimos las recetas de su veterinario para perros, gatos y otras mascotas, con el mismo cuidado que le damos a usted.',
  },
  categories: {
    title: 'Medicamentos que surtimos',
    intro: 'Algunos ejemplos de cada área. Pregúntenos por cualquier receta de su veterinario.',
    examplesLabel: 'Ejemplos',
    items: petCategories([
      {
        title: 'Dolor y artritis',
        description:
          'Alivio para el dolor de las articulaciones, las lesiones y la recuperación después de una cirugía.',
      },
      {
        title: 'Infecciones',
        description:
          'Antibióticos y antimicóticos para infecciones de la piel, los oídos y las vías urinarias.',
      },
      {
        title: 'Corazón y presión arterial',
        description:
          'Tratamiento a largo plazo para enfermedades del corazón y la presión arterial alta.',
      },
      {
        title: 'Tiroides y hormonas',
        description: 'Medicamentos diarios para la tiroides y otros problemas hormonales.',
      },
      {
        title: 'Alergias y piel',
        description: 'Ayuda con la picazón, las alergias y los problemas de la piel.',
      },
      {
        title: 'Comportamiento y convulsiones',
        description:
          'Medicamentos para la ansiedad, el comportamiento y el control de las convulsiones.',
      },
    ]),
  },
  steps: {
    title: 'Cómo funciona',
    items: [
      {
        title: 'Consiga la receta',
        description:
          'Pídale a su veterinario que nos llame o nos envíe la receta por fax, o tráiganos una receta escrita.',
      },
      {
        title: 'La revisamos',
        description:
          'Nuestro farmacéutico revisa el medicamento, la dosis y las instrucciones, y llama a su veterinario si hay algo que confirmar.',
      },
      {
        title: 'La surtimos',
        description: 'La mayoría de las recetas para mascotas están listas en 2 a 4 horas.',
      },
      {
        title: 'Recoger o recibir en casa',
        description:
          'Recójala en la tienda o en la acera, o reciba la entrega gratis a domicilio en pedidos de más de $50 en nuestra zona de servicio.',
      },
    ],
  },
  benefits: {
    title: 'Por qué surtir las recetas de su mascota con nosotros',
    items: [
      {
        title: 'Listas en 2 a 4 horas',
        description:
          'La mayoría de las recetas están listas en 2 a 4 horas, para que el tratamiento empiece hoy.',
      },
      {
        title: 'Entrega gratis en pedidos de más de $50',
        description:
          'Entrega gratis a domicilio en pedidos de más de $50 en la zona de servicio de nuestras farmacias.',
      },
      {
        title: 'Consejos de un farmacéutico',
        description:
          'Pregúntenos cómo darle un medicamento, a qué debe estar atento y cómo guardarlo.',
      },
      {
        title: 'Traslados de receta gratis',
        description:
          'Traslade una receta para su mascota desde otra farmacia sin costo; la mayoría de los traslados se hacen en menos de 24 horas.',
      },
      {
        title: 'Una sola farmacia para toda la familia',
        description: 'Recoja el medicamento de su mascota junto con el suyo, en un solo viaje.',
      },
      {
        title: 'Formas fáciles de pagar',
        description: 'Aceptamos efectivo y tarjetas de crédito.',
      },
    ],
  },
  contact: {
    title: '¿Tiene preguntas sobre la receta de su mascota?',
    intro: 'Llámenos o envíenos un correo electrónico; un farmacéutico le ayudará.',
    callLabel: 'Llámenos',
    phoneLabel: 'Teléfonos',
    emailLabel: 'Correo electrónico',
  },
  transferLink: {
    kind: 'route',
    label: 'Trasladar la receta de su mascota',
    href: petsFacts.transferHref,
  },
};
