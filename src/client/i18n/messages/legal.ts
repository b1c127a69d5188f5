import { defineMessages } from '../define-messages';

/** Privacy Policy, Terms of Service and Cookie Policy: short, plain and true for this site. */
export const legalMessages = defineMessages({
  en: {
    updated: 'Last updated: {date}',
    contents: 'On this page',
    related: 'Related',
    'contact.email': 'privacy@palmares.example',

    'privacy.title': 'Privacy Policy',
    'privacy.description': 'What personal data Palmarés keeps, why, and how to have it changed or deleted.',
    'privacy.intro':
      'Palmarés is a public ranking of creatives, agencies and award festivals. This page explains what personal data we keep, why we keep it and what you can do about it.',
    'privacy.public.title': 'What is public',
    'privacy.public.p1':
      'The rankings, creative and agency profiles, verified awards and festival information are public: anyone can read them without an account, and search engines can index them.',
    'privacy.public.p2':
      'What you enter in your creative profile (name, country, agency, specialty, bio, links, experience figures and projects) is published on that profile.',
    'privacy.stored.title': 'What we store when you have an account',
    'privacy.stored.i1':
      'Your email address and name, from sign-up or from the provider you sign in with (Google, Twitter/X, LinkedIn or Microsoft).',
    'privacy.stored.i2': 'A hash of your password if you use email and password. We never store the password itself.',
    'privacy.stored.i3': 'Your active sessions, so that you stay signed in.',
    'privacy.stored.i4':
      'The profile data you enter, the awards you submit and the profile claims you make, including the reason and contact details you give with a claim.',
    'privacy.use.title': 'Why we use it',
    'privacy.use.p1':
      'Only to sign you in, to show your profile, and to moderate awards and claims so that the ranking stays trustworthy. We do not sell data, we do not show advertising and we do not track you across other sites.',
    'privacy.moderation.title': 'Moderation',
    'privacy.moderation.p1':
      'Awards you submit and claims on creative or agency profiles are reviewed by our moderators before they count or take effect. Moderators see what you submitted, including the reason and contact details of a claim. Those are never shown publicly.',
    'privacy.rights.title': 'Your choices and rights',
    'privacy.rights.i1': 'You can see and edit your profile at any time from your dashboard.',
    'privacy.rights.i2':
      'You can delete your account. We then delete your account, sessions and sign-in details. Your creative profile stays in the public ranking, with its verified awards, but becomes unclaimed: it is no longer linked to you.',
    'privacy.rights.i3':
      'To have public profile data corrected or removed, or to ask for a copy of the data we hold about you, write to us. We answer within 30 days.',
    'privacy.contact.title': 'Contact',
    'privacy.contact.p1': 'For anything about your data, write to',

    'terms.title': 'Terms of Service',
    'terms.description': 'The rules for using Palmarés: accounts, what you may submit, moderation and public data.',
    'terms.intro': 'These terms apply when you use Palmarés. By browsing the site or creating an account you accept them.',
    'terms.service.title': 'The service',
    'terms.service.p1':
      'Palmarés is a free, public directory and ranking of creative professionals, agencies and award festivals. Creatives earn points from verified awards: Grand Prix 500, Gold 300, Silver 200, Bronze 100 and Shortlist 50.',
    'terms.account.title': 'Your account',
    'terms.account.p1':
      'Keep your sign-in details safe. An account belongs to one person, who is responsible for what is done with it. You must be old enough to agree to these terms where you live.',
    'terms.submissions.title': 'What you submit',
    'terms.submissions.i1': 'Submit only true information, and only awards that you or your team actually won.',
    'terms.submissions.i2': 'Claim only a profile that is you, or an agency you are entitled to represent.',
    'terms.submissions.i3':
      'Moderators may verify, reject or remove awards, claims and profile content, and may suspend accounts that abuse the service.',
    'terms.public.title': 'Public data',
    'terms.public.p1':
      'The ranking data is public. What you add to your profile is published and may appear in rankings, search results and link previews on other sites.',
    'terms.warranty.title': 'No guarantees',
    'terms.warranty.p1':
      'We work to keep the data correct, but festival dates, fees and results can change. Check with the festival before you enter work. The service is provided as it is, without warranties, as far as the law allows.',
    'terms.ending.title': 'Leaving',
    'terms.ending.p1':
      'You can delete your account at any time; your creative profile then becomes unclaimed. We may update these terms and will change the date at the top when we do.',
    'terms.contact.title': 'Contact',
    'terms.contact.p1': 'Questions about these terms:',

    'cookies.title': 'Cookie Policy',
    'cookies.description': 'Palmarés uses one sign-in cookie and one for the language you choose. No tracking, no ads.',
    'cookies.intro': 'We keep this short because there is little to say: Palmarés uses only what it needs to work.',
    'cookies.session.title': 'Session cookie',
    'cookies.session.p1':
      'When you sign in we set one session cookie so that you stay signed in. It is httpOnly (scripts on the page cannot read it), sent only to this site, and used for sign-in only. It is removed when you sign out or when the session expires. Signing in may also set short-lived security cookies needed for the sign-in itself.',
    'cookies.language.title': 'Language preference',
    'cookies.language.p1':
      'When you choose English or Spanish in the language menu (or open a link to a page in the other language than your browser’s), we keep your choice in a cookie (palmares.lang, for a year), so that our server sends the next pages in your language. It holds only the language, nothing that identifies you. Without it, pages follow your browser’s language.',
    'cookies.none.title': 'What we do not use',
    'cookies.none.p1':
      'No analytics, tracking or advertising cookies, and no third-party cookies. If you browse without signing in or choosing a language, we set no cookies at all.',
    'cookies.control.title': 'Your control',
    'cookies.control.p1':
      'You can delete cookies in your browser settings at any time. Deleting the session cookie signs you out; deleting the language cookie brings back your browser’s language.',
    'cookies.contact.title': 'Contact',
    'cookies.contact.p1': 'Questions about cookies:',
  },
  es: {
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
  },
});
