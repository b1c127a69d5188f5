// Brand marks of the sign-in providers not already drawn for the footer (social-icons.tsx).
import type { ComponentProps } from 'react';
import { Icon } from './icons';
import { LinkedInIcon, XTwitterIcon } from '../layout/social-icons';
import type { SocialProvider } from '../../features/auth/api/sign-in';

type IconProps = ComponentProps<'svg'>;

export function GoogleIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.39 3.62v3h3.86c2.26-2.08 3.58-5.15 3.58-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.07 7.93-2.91l-3.86-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.96H1.28v3.1A11.99 11.99 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.27 14.28a7.2 7.2 0 0 1 0-4.56v-3.1H1.28a12 12 0 0 0 0 10.76l3.99-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.76c1.76 0 3.34.6 4.59 1.8l3.43-3.43C17.94 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.28 6.62l3.99 3.1C6.22 6.87 8.87 4.76 12 4.76z"
      />
    </svg>
  );
}

export function MicrosoftIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  );
}

export function ProviderIcon({ provider, className }: { provider: SocialProvider; className?: string }) {
  switch (provider) {
    case 'google':
      return <GoogleIcon className={className} />;
    case 'twitter':
      return <XTwitterIcon className={className} />;
    case 'linkedin':
      return <LinkedInIcon className={`${className ?? ''} text-[#0A66C2]`} />;
    case 'microsoft':
      return <MicrosoftIcon className={className} />;
    case 'oidc':
      return <Icon name="key-round" aria-hidden="true" className={className} />;
  }
}
