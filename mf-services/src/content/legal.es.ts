/**
 * THE SPANISH LEGAL TEXTS AWAIT THE OWNER'S LEGAL REVIEW: each document below is a
 * translation of `legal.ts` that the owner (with their lawyer) checks before it is relied
 * on, then marks reviewed in `legalTranslationReview` (`legal.review.ts`).
 *
 * Same exports as `legal.ts`, typed with the same schema types. Facts that are not text
 * (section ids, dates and their labels, e-mails, phones, mailing addresses, the pharmacies'
 * phone list, the taglines, which are in their own languages already) come from
 * `legal.facts.ts`, as in English; links point to the same routes and addresses.
 */
import { externalUrls, site } from 'shared-content';
import {
  anchor,
  contactBlock,
  datesOf,
  legalReview,
  pharmacyPhones,
  taglines,
} from './legal.facts';
import type { LegalDocument, LegalDocuments, LegalLabels } from './legal.schema';

/** The addressee of a letter: the Spanish title first, the English one the mail room reads beside it. */
const attentionEs = (title: string) => (attention: string) =>
  `A la atención de: ${title} (Attn: ${attention})`;

export const legalLabels: LegalLabels = {
  contents: 'En esta página',
};

const hhsOfficeForCivilRights =
  'la Oficina de Derechos Civiles (Office for Civil Rights) del Departamento de Salud y Servicios Humanos de los EE. UU.';

const nondiscriminationNotice: LegalDocument = {
  legalReview,
  meta: {
    title: 'No discriminación y asistencia lingüística',
    heading: 'No discriminación y asistencia lingüística',
    description:
      'No discriminamos en nuestros programas y servicios de salud. Intérpretes, ayudas e información traducida sin costo: cómo pedirlos y cómo presentar una queja.',
  },
  ...datesOf('nondiscrimination'),
  intro: [
    `${site.groupName} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional, edad, discapacidad o sexo. No excluimos a las personas ni las tratamos de forma diferente por motivos de raza, color, origen nacional, edad, discapacidad o sexo.`,
  ],
  sections: [
    {
      ...anchor('nondiscrimination', 'free-help'),
      heading: 'Ayuda gratuita que ofrecemos',
      blocks: [
        { type: 'paragraph', text: `${site.groupName}:` },
        {
          type: 'list',
          items: [
            'Ofrece ayudas y servicios gratuitos a las personas con discapacidades para que se comuniquen de manera eficaz con nosotros, como intérpretes calificados de lenguaje de señas e información escrita en otros formatos (letra grande, audio, formatos electrónicos accesibles).',
            'Ofrece servicios lingüísticos gratuitos a las personas cuyo idioma principal no es el inglés, como intérpretes calificados e información escrita en otros idiomas.',
            // Added for the owner's legal review (legalAdditionsReview.reasonableModifications).
            'Hace modificaciones razonables a nuestras políticas, prácticas y procedimientos cuando las personas con discapacidades las necesitan para usar nuestros programas y servicios de salud, salvo que una modificación cambie de manera fundamental el programa o el servicio.',
          ],
        },
      ],
    },
    {
      ...anchor('nondiscrimination', 'ask-for-help'),
      heading: 'Cómo pedir ayuda gratuita',
      blocks: [
        {
          type: 'paragraph',
          text: 'Llame o visite cualquiera de nuestras farmacias y díganos qué ayuda necesita; no tiene ningún costo:',
        },
        // Each pharmacy's name, city and phone: facts, as in English.
        pharmacyPhones,
      ],
    },
    {
      ...anchor('nondiscrimination', 'complaints'),
      heading: 'Si usted cree que no le hemos brindado ayuda o que lo hemos discriminado',
      blocks: [
        {
          type: 'paragraph',
          // A grievance (to us) is kept apart from a complaint (to HHS OCR), as in English.
          text: 'Puede presentar un reclamo (queja formal) ante nuestro coordinador de derechos civiles en persona, por correo postal, por teléfono o por correo electrónico. Si necesita ayuda para presentar un reclamo, nuestro coordinador de derechos civiles está a su disposición para ayudarle.',
        },
        contactBlock(
          'civilRightsCoordinator',
          'Coordinador de derechos civiles',
          attentionEs('Coordinador de derechos civiles'),
        ),
        {
          type: 'paragraph',
          text: [
            `También puede presentar una queja de derechos civiles ante ${hhsOfficeForCivilRights}, a través de su `,
            {
              kind: 'newTab',
              label: 'portal de quejas',
              href: externalUrls.hhsCivilRightsComplaints,
            },
            ', o por correo postal o por teléfono: U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201; 1-800-368-1019, 800-537-7697 (TDD).',
          ],
        },
      ],
    },
    {
      ...anchor('nondiscrimination', 'language-assistance'),
      heading: 'Asistencia lingüística',
      // The taglines are in their own languages already, each tagged with it.
      blocks: [{ type: 'taglines', items: taglines }],
    },
  ],
};

export const legalDocuments: LegalDocuments = {
  privacy: {
    meta: {
      title: 'Política de privacidad',
      heading: 'Política de privacidad',
      description:
        'Cómo maneja el sitio web de nuestra farmacia la información sobre usted: qué recopilamos, cómo la usamos, con quién la compartimos y qué opciones tiene.',
    },
    ...datesOf('privacy'),
    intro: [
      `${site.groupName} ("nosotros") respeta su privacidad. Esta política explica cómo manejamos la información cuando usted usa este sitio web.`,
      [
        'La información médica que guardamos como su farmacia está protegida por la ley federal y se describe en nuestro ',
        {
          kind: 'route',
          label: 'Aviso de prácticas de privacidad (HIPAA)',
          href: '/legal/hipaa',
        },
        '.',
      ],
    ],
    sections: [
      {
        ...anchor('privacy', 'information-we-collect'),
        heading: 'Información que recopilamos',
        blocks: [
          {
            type: 'paragraph',
            text: 'Este sitio web no le pide que cree una cuenta y no guarda lo que usted escribe en sus formularios, como el formulario de contacto o la búsqueda para comparar precios.',
          },
          {
            type: 'paragraph',
            text: 'Como la mayoría de los sitios web, los servidores que entregan estas páginas pueden registrar información técnica por motivos de seguridad y confiabilidad:',
          },
          {
            type: 'list',
            items: [
              'el tipo de dispositivo y de navegador que usa',
              'las páginas que visita y cuándo',
              'la dirección de la página desde la que llegó aquí',
            ],
          },
        ],
      },
      {
        ...anchor('privacy', 'how-we-use-information'),
        heading: 'Cómo usamos la información',
        blocks: [
          {
            type: 'list',
            items: [
              'para ofrecer el sitio web y mantenerlo seguro',
              'para entender qué páginas son útiles y mejorarlas',
              'para responderle cuando nos llama, nos escribe por correo electrónico o nos visita',
            ],
          },
          { type: 'paragraph', text: 'No vendemos su información personal.' },
        ],
      },
      {
        ...anchor('privacy', 'site-measurements'),
        heading: 'Cómo medimos el sitio web',
        blocks: [
          {
            type: 'paragraph',
            text: 'Para encontrar y corregir problemas rápidamente, su navegador envía a este sitio web un informe breve cuando usted sale de una página: qué página era (sin nada de lo que usted buscó), su idioma, qué versión de cada parte de la página se mostró, si alguna parte no cargó o mostró un error, y qué tan rápido apareció la página y respondió a sus toques (Core Web Vitals).',
          },
          {
            type: 'paragraph',
            text: 'Estos informes van solo a nuestro propio sitio web, no a ninguna otra empresa. No contienen cookies, ningún identificador ni nada de lo que usted escribió, y no guardamos con ellos su dirección ni el tipo de navegador. Solo guardamos totales y promedios por página y versión.',
          },
        ],
      },
      {
        ...anchor('privacy', 'portals-and-other-sites'),
        heading: 'Portales en línea y otros sitios web',
        blocks: [
          {
            type: 'paragraph',
            text: 'Las solicitudes de resurtido, traslado de receta, vacunas y citas se hacen en portales en línea seguros que se abren en una pestaña nueva. La información que usted da allí se usa para surtir sus recetas y está protegida como información médica.',
          },
          {
            type: 'paragraph',
            text: 'Los enlaces a nuestros socios y a otros sitios web llevan a sitios que no controlamos; se aplican sus propias políticas de privacidad.',
          },
        ],
      },
      {
        ...anchor('privacy', 'health-information'),
        heading: 'Su información médica',
        blocks: [
          {
            type: 'paragraph',
            text: [
              'Los registros de recetas y de salud se manejan conforme a la Ley de Portabilidad y Responsabilidad del Seguro Médico (HIPAA, por sus siglas en inglés). Lea cómo los usamos y cuáles son sus derechos en nuestro ',
              {
                kind: 'route',
                label: 'Aviso de prácticas de privacidad (HIPAA)',
                href: '/legal/hipaa',
              },
              '.',
            ],
          },
        ],
      },
      {
        ...anchor('privacy', 'security'),
        heading: 'Cómo protegemos la información',
        blocks: [
          {
            type: 'paragraph',
            text: 'El sitio web se ofrece mediante una conexión cifrada (HTTPS). Limitamos quién puede acceder a nuestros sistemas y revisamos ese acceso con regularidad.',
          },
        ],
      },
      {
        ...anchor('privacy', 'children'),
        heading: 'Niños',
        blocks: [
          {
            type: 'paragraph',
            text: 'Este sitio web está dirigido a adultos. No recopilamos a sabiendas, a través de él, información de niños menores de 13 años.',
          },
        ],
      },
      {
        ...anchor('privacy', 'changes'),
        heading: 'Cambios en esta política',
        blocks: [
          {
            type: 'paragraph',
            text: 'Si cambiamos esta política, publicaremos la nueva versión en esta página con una fecha nueva.',
          },
        ],
      },
      {
        ...anchor('privacy', 'contact'),
        heading: 'Comuníquese con nosotros',
        blocks: [
          {
            type: 'paragraph',
            text: '¿Tiene preguntas sobre esta política? Comuníquese con nuestro oficial de privacidad:',
          },
          contactBlock(
            'privacyOfficer',
            'Oficial de privacidad',
            attentionEs('Oficial de privacidad'),
          ),
        ],
      },
    ],
  },

  terms: {
    meta: {
      title: 'Términos de servicio',
      heading: 'Términos de servicio',
      description:
        'Términos de uso del sitio web de nuestra farmacia: información, no consejo médico; portales en línea; precios; enlaces; responsabilidad y ley de Nueva Jersey.',
    },
    ...datesOf('terms'),
    intro: [
      `Estos términos se aplican al uso que usted hace del sitio web de ${site.groupName}. Al usar el sitio web, usted los acepta.`,
      [
        'La forma en que manejamos la información sobre usted se explica en nuestra ',
        { kind: 'route', label: 'Política de privacidad', href: '/legal/privacy' },
        '.',
      ],
    ],
    sections: [
      {
        ...anchor('terms', 'not-medical-advice'),
        heading: 'Información, no consejo médico',
        blocks: [
          {
            type: 'paragraph',
            text: 'El contenido de este sitio web es información general. No reemplaza el consejo de su médico o farmacéutico sobre su propia salud o sus medicamentos. En caso de emergencia, llame al 911.',
          },
        ],
      },
      {
        ...anchor('terms', 'prescriptions'),
        heading: 'Recetas y servicios',
        blocks: [
          {
            type: 'list',
            items: [
              'Cada receta es revisada por un farmacéutico con licencia y se surte de acuerdo con la ley y el criterio profesional.',
              'Los tiempos de espera y de entrega que se indican en el sitio web son los habituales, no están garantizados.',
              'La cobertura y los copagos los determina su plan de seguro médico.',
            ],
          },
        ],
      },
      {
        ...anchor('terms', 'prices'),
        heading: 'Precios y comparaciones de precios',
        blocks: [
          {
            type: 'paragraph',
            text: 'Los precios y ahorros que muestra la herramienta de comparación de precios son ejemplos a título informativo. El precio que usted paga depende de su receta, la cantidad y su cobertura; pídanos una cotización.',
          },
        ],
      },
      {
        ...anchor('terms', 'portals-and-links'),
        heading: 'Portales en línea y enlaces',
        blocks: [
          {
            type: 'paragraph',
            text: 'Las solicitudes de resurtido, traslado de receta, vacunas, entrega a domicilio y citas se hacen en portales en línea que tienen sus propios términos. Los enlaces a otros sitios web se ofrecen para su conveniencia; no somos responsables de su contenido.',
          },
        ],
      },
      {
        ...anchor('terms', 'acceptable-use'),
        heading: 'Uso del sitio web',
        blocks: [
          { type: 'paragraph', text: 'Usted se compromete a no:' },
          {
            type: 'list',
            items: [
              'usar el sitio web para fines ilícitos',
              'intentar acceder a sistemas o datos a los que no tiene permiso para acceder',
              'interrumpir el funcionamiento del sitio web o poner en riesgo su seguridad',
            ],
          },
        ],
      },
      {
        ...anchor('terms', 'content-ownership'),
        heading: 'Nuestro contenido',
        blocks: [
          {
            type: 'paragraph',
            text: `Los textos, el diseño y los logotipos de este sitio web pertenecen a ${site.groupName} o a sus licenciantes. Usted puede ver e imprimir las páginas para uso personal.`,
          },
        ],
      },
      {
        ...anchor('terms', 'liability'),
        heading: 'Exención de garantías y limitación de responsabilidad',
        blocks: [
          {
            type: 'paragraph',
            text: 'El sitio web se ofrece "tal cual". Trabajamos para que sea exacto y esté disponible, pero no garantizamos que esté libre de errores o interrupciones. En la medida en que la ley lo permita, no somos responsables de las pérdidas que resulten del uso del sitio web.',
          },
        ],
      },
      {
        ...anchor('terms', 'governing-law'),
        heading: 'Ley aplicable',
        blocks: [
          {
            type: 'paragraph',
            text: 'Estos términos se rigen por las leyes del estado de Nueva Jersey.',
          },
        ],
      },
      {
        ...anchor('terms', 'changes'),
        heading: 'Cambios en estos términos',
        blocks: [
          {
            type: 'paragraph',
            text: 'Podemos actualizar estos términos. La fecha que aparece al principio de esta página indica cuándo se modificaron por última vez.',
          },
        ],
      },
      {
        ...anchor('terms', 'contact'),
        heading: 'Comuníquese con nosotros',
        // The group's name, e-mail, phone and address: facts, as in English.
        blocks: [contactBlock('pharmacyGroup', site.groupName)],
      },
    ],
  },

  hipaa: {
    meta: {
      title: 'Aviso de prácticas de privacidad (HIPAA)',
      heading: 'Aviso de prácticas de privacidad (HIPAA)',
      description:
        'Cómo nuestras farmacias pueden usar y divulgar su información médica, sus derechos sobre ella, cómo la protegemos y cómo presentar una queja.',
    },
    ...datesOf('hipaa'),
    intro: [
      'Este aviso describe cómo se puede usar y divulgar su información médica y cómo usted puede tener acceso a esta información. Revíselo con atención.',
      `${site.groupName} tiene la obligación, por ley, de mantener la privacidad de su información médica protegida, de entregarle este aviso sobre nuestras obligaciones legales y prácticas de privacidad, y de cumplir el aviso que esté vigente.`,
    ],
    sections: [
      {
        ...anchor('hipaa', 'use-and-disclosure'),
        heading: 'Cómo usamos y divulgamos su información médica',
        blocks: [
          {
            type: 'paragraph',
            text: 'Usamos y compartimos su información médica solo en la medida en que la ley lo permite. Los fines principales son:',
          },
        ],
        subsections: [
          {
            heading: 'Tratamiento',
            blocks: [
              {
                type: 'paragraph',
                text: 'Para surtir sus recetas, asesorarle sobre sus medicamentos y trabajar con sus médicos, enfermeros y otros proveedores de atención médica.',
              },
            ],
          },
          {
            heading: 'Pago',
            blocks: [
              {
                type: 'paragraph',
                text: 'Para facturar y cobrar el pago a usted, a su plan de seguro médico o a otro pagador; por ejemplo, para confirmar su cobertura antes de surtir su receta.',
              },
            ],
          },
          {
            heading: 'Operaciones de atención médica',
            blocks: [
              {
                type: 'paragraph',
                text: 'Para administrar bien nuestras farmacias: revisiones de calidad, capacitación, auditorías y recordatorios sobre resurtidos o recogidas.',
              },
            ],
          },
          {
            heading: 'Otros usos',
            blocks: [
              {
                type: 'paragraph',
                text: 'También podemos compartir información cuando la ley lo exija, por motivos de salud y seguridad públicas, o con un familiar o cuidador que participe en su atención, a menos que usted se oponga. Otros usos requieren su autorización por escrito, que usted puede revocar por escrito en cualquier momento.',
              },
              // Added for the owner's legal review (legalAdditionsReview.writtenAuthorization).
              {
                type: 'paragraph',
                text: 'Necesitamos su autorización por escrito antes de usar o compartir su información con fines de mercadeo, antes de vender su información y para la mayoría de los usos y divulgaciones de las notas de psicoterapia.',
              },
            ],
          },
        ],
      },
      {
        ...anchor('hipaa', 'your-rights'),
        heading: 'Sus derechos',
        blocks: [
          { type: 'paragraph', text: 'Usted tiene derecho a:' },
          {
            type: 'list',
            items: [
              'Inspeccionar y copiar: ver y obtener una copia de sus registros de recetas y de salud.',
              'Enmendar: pedirnos que corrijamos la información que usted considere incorrecta o incompleta.',
              'Un registro de divulgaciones: obtener una lista de las veces que compartimos su información para fines distintos del tratamiento, el pago y las operaciones de atención médica.',
              'Solicitar restricciones: pedirnos que limitemos cómo usamos o compartimos su información. Si usted paga la totalidad de su bolsillo, puede pedirnos que no compartamos esa información con su plan de salud.',
              // Added for the owner's legal review (legalAdditionsReview.confidentialCommunications).
              'Solicitar comunicaciones confidenciales: pedirnos que nos comuniquemos con usted de una manera específica (por ejemplo, a otro número de teléfono) o a otra dirección. Aceptaremos todas las solicitudes razonables.',
              'Obtener una copia impresa de este aviso en cualquier momento.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Para ejercer cualquiera de estos derechos, escriba o llame a nuestro oficial de privacidad (consulte "Quejas y preguntas" más abajo).',
          },
        ],
      },
      {
        ...anchor('hipaa', 'security-safeguards'),
        heading: 'Cómo protegemos su información',
        blocks: [
          { type: 'paragraph', text: 'Protegemos su información médica con:' },
          {
            type: 'list',
            items: [
              'Medidas de seguridad físicas: registros y medicamentos guardados en áreas protegidas de la farmacia.',
              'Medidas de seguridad electrónicas: controles de acceso, contraseñas y cifrado en nuestros sistemas.',
              'Medidas de seguridad administrativas: capacitación del personal, políticas por escrito y acceso solo para quienes lo necesitan.',
            ],
          },
          {
            type: 'paragraph',
            text: 'Si alguna vez ocurre una violación de la seguridad de su información médica no asegurada, se lo notificaremos según lo exige la ley.',
          },
        ],
      },
      {
        ...anchor('hipaa', 'complaints'),
        heading: 'Quejas y preguntas',
        blocks: [
          {
            type: 'paragraph',
            text: 'Si usted cree que se han violado sus derechos de privacidad, puede presentar una queja ante nuestro oficial de privacidad:',
          },
          contactBlock(
            'privacyOfficer',
            'Oficial de privacidad',
            attentionEs('Oficial de privacidad'),
          ),
          {
            type: 'paragraph',
            text: `También puede presentar una queja ante ${hhsOfficeForCivilRights}`,
          },
          {
            type: 'paragraph',
            text: 'No tomaremos ningún tipo de represalia en su contra por presentar una queja.',
          },
        ],
      },
      {
        ...anchor('hipaa', 'changes'),
        heading: 'Cambios en este aviso',
        blocks: [
          {
            type: 'paragraph',
            text: 'Podemos cambiar este aviso, y el nuevo aviso se aplicará a toda la información que tengamos. El aviso vigente está publicado en nuestras farmacias y en esta página, con su fecha de entrada en vigor al principio, y usted puede pedir una copia impresa en cualquier momento.',
          },
        ],
      },
    ],
  },

  accessibility: {
    meta: {
      title: 'Declaración de accesibilidad',
      heading: 'Declaración de accesibilidad',
      description:
        'Nuestro compromiso con un sitio web accesible: WCAG 2.1 nivel AA, uso con teclado y lectores de pantalla, texto ampliable al 200 % y cómo darnos su opinión.',
    },
    ...datesOf('accessibility'),
    intro: [
      `${site.groupName} quiere que todas las personas, incluidas las personas con discapacidades, puedan encontrar información y acceder a nuestros servicios en línea.`,
    ],
    sections: [
      {
        ...anchor('accessibility', 'conformance'),
        heading: 'Estado de conformidad',
        blocks: [
          {
            type: 'paragraph',
            text: 'Nuestro objetivo es que este sitio web cumpla con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA. Revisamos cada página con pruebas automáticas de accesibilidad y con el teclado, y corregimos los problemas que encontramos.',
          },
        ],
      },
      {
        ...anchor('accessibility', 'features'),
        heading: 'Funciones de accesibilidad',
        blocks: [{ type: 'paragraph', text: 'En todo el sitio web encontrará:' }],
        subsections: [
          {
            heading: 'Visual',
            blocks: [
              {
                type: 'list',
                items: [
                  'Textos y controles con un contraste de color que cumple con el nivel AA de las WCAG',
                  'Texto que puede ampliar al 200 % sin perder contenido ni tener que desplazarse hacia los lados',
                  'Alternativas de texto para las imágenes que transmiten información',
                  'Información que nunca depende solo del color',
                ],
              },
            ],
          },
          {
            heading: 'Navegación',
            blocks: [
              {
                type: 'list',
                items: [
                  'Un enlace "Saltar al contenido principal" al principio de cada página',
                  'El mismo encabezado y el mismo pie de página en todas las páginas',
                  'Un solo título principal por página y una estructura de títulos clara',
                  'Un índice de contenido en las páginas largas, como esta',
                ],
              },
            ],
          },
          {
            heading: 'Teclado y motricidad',
            blocks: [
              {
                type: 'list',
                items: [
                  'Todo funciona solo con el teclado, con un contorno de foco visible',
                  'Botones y enlaces lo bastante grandes para tocarlos con facilidad',
                  'Controles para pausar todo lo que se mueve por sí solo',
                  'Sin límites de tiempo para leer o completar una tarea',
                ],
              },
            ],
          },
          {
            heading: 'Apoyo auditivo y cognitivo',
            blocks: [
              {
                type: 'list',
                items: [
                  'Ningún sonido se reproduce automáticamente',
                  'Lenguaje sencillo y pasos cortos para cada servicio',
                  'Menos animaciones cuando su dispositivo pide reducir el movimiento',
                  'Campos de formulario con etiquetas visibles y mensajes de error claros',
                ],
              },
            ],
          },
        ],
      },
      {
        ...anchor('accessibility', 'assistive-technology'),
        heading: 'Tecnología de asistencia',
        blocks: [
          {
            type: 'paragraph',
            text: 'El sitio web está hecho con regiones (landmarks) HTML estándar, títulos, etiquetas y atributos ARIA para que funcione con:',
          },
          {
            type: 'list',
            items: [
              'lectores de pantalla como NVDA, JAWS, VoiceOver y TalkBack',
              'lupas de pantalla y el zoom del navegador',
              'control por voz y acceso mediante conmutadores',
            ],
          },
        ],
      },
      {
        ...anchor('accessibility', 'limitations'),
        heading: 'Limitaciones conocidas',
        blocks: [
          {
            type: 'paragraph',
            text: 'Los portales de resurtido, traslado de receta, vacunas y citas, y la tienda en línea, están a cargo de otros proveedores y se abren en una pestaña nueva; es posible que no cumplan el mismo estándar. Si alguno de ellos le resulta difícil de usar, llámenos y le ayudaremos por teléfono.',
          },
        ],
      },
      {
        ...anchor('accessibility', 'feedback'),
        heading: 'Comentarios y ayuda',
        blocks: [
          {
            type: 'paragraph',
            text: 'Si algo en este sitio web le resulta difícil de usar, o si necesita información en otro formato, díganoslo:',
          },
          contactBlock('accessibilityTeam', 'Equipo de accesibilidad'),
          {
            type: 'paragraph',
            text: 'Procuramos responder en un plazo de 5 días hábiles.',
          },
        ],
      },
    ],
  },
  nondiscrimination: nondiscriminationNotice,
};
