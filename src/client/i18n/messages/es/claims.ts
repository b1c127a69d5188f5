import type { Translation } from '../../define-messages';
import type en from '../en/claims';

export default {
  button: 'Reclamar este perfil',
  'hint.creative': '¿Eres tú? Reclama el perfil para mantenerlo al día.',
  'hint.agency': '¿Trabajas aquí? Reclama el perfil de la agencia para mantenerlo al día.',
  'pending.badge': 'Reclamación pendiente',
  signInFirst: 'Primero tendrás que iniciar sesión o crear una cuenta.',
  'pending.text': 'Un moderador está revisando tu reclamación. El perfil se vinculará a tu cuenta cuando la apruebe.',
  'dialog.title': 'Reclamar {name}',
  'dialog.description':
    'Cuéntanos por qué este perfil es tuyo. Un moderador revisa cada reclamación antes de vincular el perfil a tu cuenta.',
  'dialog.agencyNote': '¿Has iniciado sesión con un correo verificado del dominio de la agencia? Tu reclamación se aprueba al momento.',
  'field.reason': 'Motivo',
  'field.reasonHint': 'Por ejemplo tu cargo, un enlace a tu trabajo o cómo podemos comprobarlo.',
  'field.contact': 'Información de contacto',
  'field.contactHint': 'Opcional: un correo electrónico o un teléfono en el que podamos localizarte.',
  submit: 'Enviar reclamación',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  close: 'Cerrar',
  'reasonRequired.title': 'Motivo obligatorio',
  'reasonRequired.description': 'Indica el motivo por el que reclamas este perfil.',
  'success.title': 'Perfil reclamado correctamente',
  'success.description': 'El perfil ya está vinculado a tu cuenta.',
  'submitted.title': 'Reclamación enviada para revisión',
  'submitted.description': 'Un moderador revisará tu reclamación; mientras tanto el perfil la muestra como pendiente.',
  'failure.title': 'Error al reclamar',
  'failure.description': 'No se pudo reclamar el perfil. Puede que ya esté reclamado o que no tengas permiso.',
} satisfies Translation<typeof en>;
