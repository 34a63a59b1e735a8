import { site, siteEs } from 'shared-content';
import { blogPostsIn } from './blog.facts';
import type { BlogPageText, BlogPost } from './blog.schema';

/**
 * Los seis artículos de /blog, del más reciente al más antiguo; el primero es el
 * destacado (ver `blog.facts.ts`). Información general para pacientes (ver `blog.ts`).
 */
export const blogPosts: readonly BlogPost[] = blogPostsIn('es', {
  1: {
    title: 'Cobertura de vacunas de Medicare en 2025: lo que usted paga',
    excerpt:
      'La mayoría de las vacunas recomendadas para adultos ahora no les cuestan nada en la farmacia a los pacientes de Medicare. Aquí le explicamos qué parte de Medicare cubre cada vacuna y qué debe traer.',
    body: [
      'La Parte B de Medicare cubre la vacuna contra la gripe (influenza), las vacunas neumocócicas (contra la neumonía) y la vacuna contra el COVID-19. Usted no paga nada por ellas cuando la farmacia acepta la asignación de Medicare.',
      'Desde 2023, los planes de medicamentos de la Parte D de Medicare también cubren las demás vacunas para adultos recomendadas por el Comité Asesor sobre Prácticas de Inmunización de los CDC, como las vacunas contra la culebrilla, el VRS y la Tdap, sin deducible y sin copago.',
      'Cuando venga, traiga su tarjeta de Medicare roja, blanca y azul y la tarjeta de su plan de la Parte D. Nuestros farmacéuticos pueden revisar qué vacunas se le recomiendan y facturar a la parte correcta de Medicare.',
    ],
    author: 'Equipo de farmacia clínica',
    tags: ['Medicare', 'Vacunas', 'Seguro médico'],
  },
  2: {
    title: `Cómo hacer un traslado de receta en ${siteEs.state}`,
    excerpt:
      'Cambiar de farmacia es más fácil de lo que mucha gente cree. Nosotros hacemos el trabajo por usted, no tiene costo y la mayoría de los traslados se hacen en 24 horas.',
    body: [
      'Para trasladar una receta, denos su nombre y fecha de nacimiento, el nombre y el teléfono de su farmacia actual y los nombres de los medicamentos que quiere trasladar. Los números de receta de sus frascos ayudan, pero no son obligatorios.',
      'Luego llamamos a su farmacia actual y nos hacemos cargo de la receta con los resurtidos que le queden. Usted no tiene que llamar a esa farmacia ni pedirle a su médico una receta nueva.',
      'Las normas federales limitan el traslado de algunos medicamentos controlados. Si uno de los suyos no se puede trasladar, nuestro farmacéutico se lo dirá y le ayudará a conseguir una receta nueva de su médico.',
    ],
    author: 'Equipo de la farmacia',
    tags: ['Traslados de receta', 'Guías prácticas'],
  },
  3: {
    title: '¿Qué es una farmacia de especialidad?',
    excerpt:
      'Algunos medicamentos necesitan más que un frasco y una etiqueta. Una farmacia de especialidad maneja tratamientos complejos y ayuda a los pacientes a empezarlos y a seguirlos.',
    body: [
      'Los medicamentos de especialidad tratan enfermedades complejas o crónicas como el cáncer, la esclerosis múltiple, la artritis reumatoide, la hepatitis C y el VIH. Muchos se inyectan o se administran por infusión, necesitan refrigeración o cuestan mucho más que los medicamentos comunes.',
      'Una farmacia de especialidad ayuda con todo lo que rodea al medicamento: las autorizaciones previas del seguro médico, los programas de asistencia financiera, el envío con cadena de frío y las llamadas de seguimiento periódicas para saber cómo va el tratamiento.',
      'Si su médico le receta un medicamento de especialidad, pídale que lo envíe a nuestra Specialty Pharmacy en Linden, o llámenos y nos coordinaremos con su médico y su seguro médico.',
    ],
    author: 'Equipo de la farmacia de especialidad',
    tags: ['Farmacia de especialidad', 'Enfermedades crónicas'],
  },
  4: {
    title: 'Cómo manejar los medicamentos para la diabetes: consejos de su farmacéutico',
    excerpt:
      'Tomar a tiempo los medicamentos para la diabetes, guardar bien la insulina y no quedarse nunca sin ellos marca una diferencia real. Algunos hábitos ayudan.',
    body: [
      'Tenga una lista al día de todos sus medicamentos, incluidos los productos de venta libre y los suplementos, y muéstrela en cada consulta médica y en la farmacia. Algunos productos comunes pueden afectar su nivel de azúcar en la sangre.',
      'Guarde la insulina sin abrir en el refrigerador y no deje nunca que se congele. Una vez abiertas, muchas insulinas pueden estar a temperatura ambiente durante un número limitado de días: el folleto que viene con la insulina le dice cuántos.',
      'Aprenda las señales del azúcar baja en la sangre, como temblores, sudor y confusión, y lleve siempre con usted algo con azúcar de acción rápida (tabletas de glucosa, jugo). Pregúntenos por la sincronización de sus resurtidos para que sus medicamentos y sus suministros para medir la glucosa estén listos el mismo día.',
    ],
    author: 'Equipo de farmacia clínica',
    tags: ['Diabetes', 'Consejos sobre medicamentos'],
  },
  5: {
    title: 'Cobertura de recetas en 2025: lo que cambia',
    excerpt:
      'La cobertura de medicamentos de Medicare cambia en 2025 con un límite anual de lo que usted paga. Esto es lo que las nuevas reglas significan en el mostrador de la farmacia.',
    body: [
      'A partir de 2025, lo que los pacientes con la Parte D de Medicare pagan de su bolsillo por los medicamentos cubiertos tiene un límite de $2,000 al año. Cuando llega a ese límite, no paga nada más por los medicamentos cubiertos durante el resto del año, y el antiguo período sin cobertura desaparece.',
      'El nuevo Plan de Pago de Medicamentos Recetados de Medicare le permite repartir el costo de sus medicamentos en pagos mensuales durante el año, en vez de pagar cantidades grandes de una sola vez. Se inscribe a través de su plan de la Parte D.',
      'Los planes también cambian cada año sus listas de medicamentos cubiertos. Verifique que sus medicamentos sigan cubiertos y pregúntenos si hay una alternativa de menor costo.',
    ],
    author: 'Equipo de la farmacia',
    tags: ['Seguro médico', 'Medicare', '2025'],
  },
  6: {
    title: 'Sincronización de medicamentos: un solo viaje a la farmacia al mes',
    excerpt:
      'Si toma varios medicamentos todos los días, los resurtidos pueden significar muchos viajes. La sincronización de medicamentos los organiza para que estén listos todos juntos.',
    body: [
      'Con la sincronización de medicamentos, ajustamos sus resurtidos una sola vez para que todos sus medicamentos de mantenimiento le toquen el mismo día cada mes.',
      'Unos días antes de la fecha en que los recoge, le llamamos para saber si hay cambios, y luego preparamos todo junto. Usted hace un solo viaje, o se lo llevamos con entrega gratis a domicilio.',
      'Los resurtidos sincronizados significan menos dosis olvidadas y menos llamadas de última hora a su médico. Pregunte en cualquiera de nuestras farmacias para empezar.',
    ],
    author: 'Equipo de la farmacia',
    tags: ['Sincronización de medicamentos', 'Adherencia al tratamiento'],
  },
});

export const blogPage: BlogPageText = {
  title: 'Blog de salud y farmacia',
  description: `Artículos de los farmacéuticos de ${site.groupName}: vacunas y Medicare, traslados de receta, farmacia de especialidad, diabetes y más.`,
  heading: 'Blog de salud y farmacia',
  lead: 'Noticias y consejos prácticos de nuestros farmacéuticos sobre sus medicamentos y su cobertura.',
  disclaimer:
    'Nuestros artículos son información general, no consejo médico. Pregunte a su médico o farmacéutico sobre su propio cuidado.',
  featuredTitle: 'Artículo destacado',
  latestTitle: 'Artículos recientes',
  byLabel: 'Por',
  tagsLabel: 'Temas',
  readMore: 'Leer más',
  readLess: 'Mostrar menos',
  newsletter: {
    title: 'Suscríbase a nuestro boletín',
    text: 'Reciba en su correo electrónico los artículos nuevos, recordatorios de vacunas de temporada y noticias de la farmacia.',
    emailLabel: 'Correo electrónico',
    submitLabel: 'Suscribirse',
    note: 'Las suscripciones se abrirán pronto. Mientras tanto, nada de lo que escriba aquí se envía ni se guarda.',
    toastTitle: 'Las suscripciones se abrirán pronto',
    toastDescription:
      'Nuestro boletín todavía no se envía, así que no se envió ni se guardó nada. Vuelva a visitarnos pronto.',
  },
};
