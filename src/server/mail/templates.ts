import type { MailLanguage } from './mail-language';

export type MailKind = 'resetPassword' | 'verifyEmail';

interface MailText {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

const TEXTS: Record<MailKind, Record<MailLanguage, MailText>> = {
  resetPassword: {
    en: {
      subject: 'Reset your Palmarés password',
      greeting: 'Hello {name},',
      intro: 'Someone asked to reset the password of your Palmarés account. If it was you, choose a new password here:',
      action: 'Choose a new password',
      expiry: 'The link works once and expires in 1 hour.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    es: {
      subject: 'Restablece tu contraseña de Palmarés',
      greeting: 'Hola, {name}:',
      intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Palmarés. Si has sido tú, elige una nueva aquí:',
      action: 'Elegir una nueva contraseña',
      expiry: 'El enlace solo funciona una vez y caduca en 1 hora.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
  },
  verifyEmail: {
    en: {
      subject: 'Confirm your email for Palmarés',
      greeting: 'Hello {name},',
      intro: 'Welcome to Palmarés. Please confirm that this is your email address:',
      action: 'Confirm my email',
      expiry: 'The link expires in 24 hours; you can ask for a new one on your account page.',
      ignore: 'If you did not create a Palmarés account, ignore this mail.',
    },
    es: {
      subject: 'Confirma tu correo electrónico en Palmarés',
      greeting: 'Hola, {name}:',
      intro: 'Te damos la bienvenida a Palmarés. Confirma que esta es tu dirección de correo electrónico:',
      action: 'Confirmar mi correo',
      expiry: 'El enlace caduca en 24 horas; puedes pedir otro en la página de tu cuenta.',
      ignore: 'Si no has creado una cuenta en Palmarés, ignora este correo.',
    },
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A mail of `kind` in `lang`: subject, plain text and HTML carrying the same words and link. */
export function renderMail(
  kind: MailKind,
  lang: MailLanguage,
  { name, url, siteUrl }: { name: string; url: string; siteUrl: string },
): { subject: string; text: string; html: string } {
  const words = TEXTS[kind][lang];
  const greeting = words.greeting.replace('{name}', name.trim() || 'Palmarés');
  const text = [greeting, '', words.intro, '', url, '', words.expiry, words.ignore, '', `Palmarés · ${siteUrl}`].join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">Palmarés</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(words.action)}</a></p>
<p style="font-size:13px;color:#52525b;word-break:break-all">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#52525b">${escapeHtml(words.expiry)} ${escapeHtml(words.ignore)}</p>
<p style="font-size:13px;color:#52525b"><a href="${escapeHtml(siteUrl)}" style="color:#52525b">${escapeHtml(siteUrl)}</a></p>
</div>
</body>
</html>`;
  return { subject: words.subject, text, html };
}
