import { onDemand } from '../../../app/on-demand';

/**
 * 'Claim This Profile' on a creative's or an agency's page. The server renders it; its code (the
 * button, the claims' texts, the viewer's own claims) is not part of the page's first load but
 * comes when the card is near the viewport (app/on-demand.tsx; a click before then is replayed).
 */
export const ClaimCard = onDemand(() => import('./claim-profile-button').then((module) => module.ClaimProfileButton));
