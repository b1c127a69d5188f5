import type { Translation } from '../../define-messages';
import type en from '../en/legal';

export default {
  updated: 'Última actualización: {date}',
  contents: 'En esta página',
  related: 'Relacionado',
  'contact.email': 'privacy@palmares.example',

  'privacy.title': 'Política de privacidad',
  'privacy.description': 'Qué datos personales guarda Palmarés, para qué, y cómo pedir que se cambien o se borren.',
  'privacy.intro':
    'Palmarés es un ranking público de creativos, agencias y festivales de premios. Esta página explica qué datos personales guardamos, por qué los guardamos y qué puedes hacer con ellos.',
  'privacy.public.title': 'Qué es público',
  'privacy.public.p1':
    'Los rankings, los perfiles de creativos y agencias, los premios verificados y la información de los festivales son públicos: cualquiera puede leerlos sin cuenta y los buscadores pueden indexarlos.',
  'privacy.public.p2':
    'Lo que introduces en tu perfil creativo (nombre, país, agencia, especialidad, biografía, enlaces, datos de experiencia y proyectos) se publica en ese perfil.',
  'privacy.stored.title': 'Qué guardamos si tienes una cuenta',
  'privacy.stored.i1':
    'Tu correo electrónico y tu nombre, del registro o del proveedor con el que inicias sesión (Google, Twitter/X, LinkedIn o Microsoft).',
  'privacy.stored.i2': 'Un hash de tu contraseña si usas correo y contraseña. Nunca guardamos la contraseña en sí.',
  'privacy.stored.i3': 'Tus sesiones activas, para que sigas con la sesión iniciada.',
  'privacy.stored.i4':
    'Los datos de perfil que introduces, los premios que envías y las reclamaciones de perfil que haces, con el motivo y los datos de contacto que indiques.',
  'privacy.use.title': 'Para qué los usamos',
  'privacy.use.p1':
    'Solo para iniciar tu sesión, mostrar tu perfil y moderar premios y reclamaciones para que el ranking sea fiable. No vendemos datos, no mostramos publicidad y no te seguimos por otros sitios.',
  'privacy.moderation.title': 'Moderación',
  'privacy.moderation.p1':
    'Los premios que envías y las reclamaciones de perfiles de creativos o agencias los revisan nuestros moderadores antes de que cuenten o tengan efecto. Los moderadores ven lo que enviaste, incluido el motivo y el contacto de una reclamación. Eso nunca se muestra públicamente.',
  'privacy.rights.title': 'Tus opciones y derechos',
  'privacy.rights.i1': 'Puedes ver y editar tu perfil cuando quieras desde tu panel.',
  'privacy.rights.i2':
    'Puedes borrar tu cuenta. Entonces borramos tu cuenta, tus sesiones y tus datos de acceso. Tu perfil creativo sigue en el ranking público, con sus premios verificados, pero queda sin reclamar: ya no está vinculado a ti.',
  'privacy.rights.i3':
    'Para corregir o retirar datos públicos de un perfil, o pedir una copia de los datos que tenemos sobre ti, escríbenos. Respondemos en un plazo de 30 días.',
  'privacy.contact.title': 'Contacto',
  'privacy.contact.p1': 'Para cualquier cuestión sobre tus datos, escribe a',

  'terms.title': 'Términos del servicio',
  'terms.description': 'Las reglas para usar Palmarés: cuentas, qué puedes enviar, moderación y datos públicos.',
  'terms.intro': 'Estos términos se aplican cuando usas Palmarés. Al navegar por el sitio o crear una cuenta los aceptas.',
  'terms.service.title': 'El servicio',
  'terms.service.p1':
    'Palmarés es un directorio y ranking público y gratuito de profesionales creativos, agencias y festivales de premios. Los creativos suman puntos con premios verificados: Grand Prix 500, Oro 300, Plata 200, Bronce 100 y Shortlist 50.',
  'terms.account.title': 'Tu cuenta',
  'terms.account.p1':
    'Mantén seguros tus datos de acceso. Una cuenta pertenece a una persona, que responde de lo que se haga con ella. Debes tener la edad necesaria para aceptar estos términos donde vives.',
  'terms.submissions.title': 'Lo que envías',
  'terms.submissions.i1': 'Envía solo información veraz, y solo premios que tú o tu equipo hayáis ganado de verdad.',
  'terms.submissions.i2': 'Reclama solo un perfil que sea el tuyo, o una agencia a la que puedas representar.',
  'terms.submissions.i3':
    'Los moderadores pueden verificar, rechazar o retirar premios, reclamaciones y contenido de perfiles, y suspender cuentas que abusen del servicio.',
  'terms.public.title': 'Datos públicos',
  'terms.public.p1':
    'Los datos del ranking son públicos. Lo que añades a tu perfil se publica y puede aparecer en rankings, resultados de búsqueda y vistas previas de enlaces en otros sitios.',
  'terms.warranty.title': 'Sin garantías',
  'terms.warranty.p1':
    'Trabajamos para que los datos sean correctos, pero las fechas, tarifas y resultados de los festivales pueden cambiar. Compruébalos con el festival antes de inscribir un trabajo. El servicio se ofrece tal cual, sin garantías, en la medida en que la ley lo permita.',
  'terms.ending.title': 'Darse de baja',
  'terms.ending.p1':
    'Puedes borrar tu cuenta cuando quieras; tu perfil creativo queda entonces sin reclamar. Podemos actualizar estos términos y, si lo hacemos, cambiaremos la fecha de arriba.',
  'terms.contact.title': 'Contacto',
  'terms.contact.p1': 'Preguntas sobre estos términos:',

  'cookies.title': 'Política de cookies',
  'cookies.description': 'Palmarés usa una cookie de sesión y otra para el idioma que eliges. Sin rastreo ni publicidad.',
  'cookies.intro': 'Esta página es corta porque hay poco que contar: Palmarés usa solo lo que necesita para funcionar.',
  'cookies.session.title': 'Cookie de sesión',
  'cookies.session.p1':
    'Cuando inicias sesión guardamos una cookie de sesión para que sigas conectado. Es httpOnly (los scripts de la página no pueden leerla), solo se envía a este sitio y solo sirve para la sesión. Se borra al cerrar sesión o cuando la sesión caduca. Al iniciar sesión también pueden guardarse cookies de seguridad de corta duración necesarias para el propio acceso.',
  'cookies.language.title': 'Preferencia de idioma',
  'cookies.language.p1':
    'Cuando eliges inglés o español en el menú de idioma (o abres un enlace a una página en el otro idioma que el de tu navegador), guardamos tu elección en una cookie (palmares.lang, durante un año), para que nuestro servidor te envíe las siguientes páginas en tu idioma. Solo contiene el idioma, nada que te identifique. Sin ella, las páginas siguen el idioma de tu navegador.',
  'cookies.none.title': 'Lo que no usamos',
  'cookies.none.p1':
    'Ni cookies de analítica, rastreo o publicidad, ni cookies de terceros. Si navegas sin iniciar sesión ni elegir idioma, no guardamos ninguna cookie.',
  'cookies.control.title': 'Tú decides',
  'cookies.control.p1':
    'Puedes borrar las cookies en la configuración de tu navegador cuando quieras. Borrar la cookie de sesión cierra tu sesión; borrar la cookie de idioma vuelve al idioma de tu navegador.',
  'cookies.contact.title': 'Contacto',
  'cookies.contact.p1': 'Preguntas sobre cookies:',
} satisfies Translation<typeof en>;
