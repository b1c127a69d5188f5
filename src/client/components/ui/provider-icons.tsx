import { Icon } from './icons';
import type { SocialProvider } from '../../features/auth/api/sign-in';

/** A sign-in provider's mark, from the sprite (brand-marks.ts). */
export function ProviderIcon({ provider, className }: { provider: SocialProvider; className?: string }) {
  switch (provider) {
    case 'google':
    case 'microsoft':
    case 'linkedin':
      return <Icon name={provider} className={provider === 'linkedin' ? `${className ?? ''} text-[#0A66C2]` : className} />;
    case 'twitter':
      return <Icon name="x-twitter" className={className} />;
    case 'oidc':
      return <Icon name="key-round" className={className} />;
  }
}
