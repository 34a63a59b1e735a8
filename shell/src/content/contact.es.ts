import { emails, site, siteEs } from 'shared-content';
import { portalTargets, subjectsLabelled } from './contact.facts';
import type { ContactErrors, ContactPageText } from './contact.schema';

/** Los mensajes de error del formulario de contacto, uno por campo (ver `contactMessageWith`). */
export const contactErrors: ContactErrors = {
  name: 'El nombre debe tener al menos 2 caracteres',
  email: 'Escriba un correo electrónico válido',
  phone: 'Escriba un número de teléfono válido',
  subject: 'Elija un asunto',
  message: 'El mensaje debe tener al menos 10 caracteres',
};

/** Los textos de la página /contact; sus datos (asuntos, portales) están en `contact.facts.ts`. */
export const contactPage: ContactPageText = {
  title: 'Contáctenos',
  description: `Llame, visite o escriba a ${site.groupName}: direcciones, teléfonos y horario entre semana de nuestras cuatro farmacias, y un formulario.`,
  heading: 'Contáctenos',
  lead: '¿Tiene preguntas sobre una receta, un resurtido o su seguro médico? Llame a la farmacia más cercana o envíenos un mensaje.',
  locationsTitle: 'Nuestras farmacias',
  callLabel: 'Llamar a {name} al {phone}',
  weekdayHoursLabel: 'Lunes a viernes',
  formTitle: 'Envíenos un mensaje',
  formIntro:
    'Este formulario no envía nada por sí solo. Cuando haga clic en Enviar mensaje, se abrirá su propia aplicación de correo electrónico con su mensaje dirigido a la farmacia que elija. Usted lo envía desde allí, y la farmacia le responde por teléfono o por correo electrónico. Este sitio no guarda ninguna copia.',
  fasterRoutes: {
    title: 'Los resurtidos y traslados de receta son más rápidos sin correo electrónico',
    text: 'Una solicitud de resurtido o de traslado de receta por correo electrónico espera hasta que alguien la lea. Use el portal, abierto a cualquier hora, o llame a su farmacia (los números están arriba).',
    refill: { ...portalTargets.refill, label: 'Pedir un resurtido en línea' },
    transfer: { ...portalTargets.transfer, label: 'Trasladar una receta en línea' },
  },
  recipient: {
    label: 'Enviar a',
    generalOption: `Cualquier farmacia (${emails.info})`,
  },
  privacyNote:
    'No incluya datos médicos, números de receta ni otra información de salud en este formulario. Para todo lo relacionado con su salud o sus medicamentos, llame a su farmacia.',
  requiredNote: 'Todos los campos son obligatorios.',
  fields: {
    name: { label: 'Nombre completo' },
    email: { label: 'Correo electrónico' },
    phone: { label: 'Número de teléfono', hint: 'Incluya el código de área (10 dígitos).' },
    subject: { label: 'Asunto' },
    message: { label: 'Mensaje' },
  },
  subjectPlaceholder: 'Elija un asunto',
  subjects: subjectsLabelled({
    general: 'Consulta general',
    prescription: 'Pregunta sobre una receta',
    refill: 'Solicitud de resurtido',
    transfer: 'Solicitud de traslado de receta',
    insurance: 'Pregunta sobre el seguro médico',
    complaint: 'Queja o comentario',
  }),
  submitLabel: 'Enviar mensaje',
  noScript:
    'Para enviar este formulario se necesita JavaScript. Si el botón Enviar mensaje sigue gris, JavaScript está desactivado o bloqueado en su navegador: escriba a una farmacia directamente desde su correo electrónico, o llame:',
  successMessage: '¡Gracias por su mensaje! Le responderemos pronto.',
  handoff: {
    opened: 'Su aplicación de correo electrónico debería mostrar ahora su mensaje para',
    sendThere: 'Haga clic en Enviar allí para enviarlo.',
    openAgain: 'Abrir de nuevo el mensaje en su aplicación de correo electrónico',
  },
  mail: {
    subjectFrom: 'de',
    signature:
      'Escrito en el formulario de contacto del sitio web; el visitante lo envía desde su propio correo electrónico.',
    labels: { name: 'Nombre', email: 'Correo electrónico', phone: 'Teléfono' },
  },
  getInTouchTitle: 'Comuníquese con nosotros',
  getInTouchText: `${site.groupName} es un grupo familiar de farmacias comunitarias que atiende a ${siteEs.state} desde ${site.since}. Para preguntas generales, escríbanos a:`,
};
