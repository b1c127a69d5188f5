// Demo data: sixty fictional creatives. Every person here is invented; links use the reserved
// `.example` domain. Nobody has claimed a profile yet (userId stays null).
import type { Discipline, Specialty } from '../../../shared/constants';
import type { creatives } from '../schema';

type CreativeInsert = typeof creatives.$inferInsert;

/**
 * How much a creative has won in the demo: `star` and `high` lead the ranking, `new` won only
 * this year (so they are "new" against the ranking of one year earlier), `none` has no awards.
 */
export type AwardTier = 'star' | 'high' | 'mid' | 'low' | 'new' | 'none';

export interface CreativeSeed {
  /** The row without what is derived (username, agency name and id, links). */
  creative: Omit<CreativeInsert, 'username' | 'agencyName' | 'agencyId' | 'website' | 'linkedin' | 'portfolio'> & {
    id: number;
    name: string;
    countryCode: string;
    specialty: Specialty;
    discipline: Discipline;
  };
  /** Slug of the agency (AGENCY_SEEDS), or null for a freelancer. */
  agency: string | null;
  tier: AwardTier;
  /** Which links the profile shows: w = website, l = LinkedIn, p = portfolio. */
  links: string;
}

interface Extra {
  verified?: boolean;
  links?: string;
  /** Quick stats: years of experience, countries worked, team size led. */
  stats?: readonly [number, number, number | null];
  avatar?: string;
}

function c(
  id: number,
  name: string,
  countryCode: string,
  agency: string | null,
  specialty: Specialty,
  discipline: Discipline,
  tier: AwardTier,
  bio: string,
  extra: Extra = {},
): CreativeSeed {
  const [yearsExperience, countriesWorked, teamSizeLed] = extra.stats ?? [null, null, null];
  return {
    creative: {
      id,
      name,
      countryCode,
      specialty,
      discipline,
      bio,
      avatar: extra.avatar ?? null,
      verified: extra.verified ?? false,
      userId: null,
      yearsExperience,
      countriesWorked,
      teamSizeLed,
    },
    agency,
    tier,
    links: extra.links ?? '',
  };
}

export const CREATIVE_SEEDS: readonly CreativeSeed[] = [
  c(1, 'Lucía Muñoz', 'ES', 'tessellate-group', 'creative_director', 'advertising', 'star',
    'Executive creative director of Tessellate Group in Madrid. Builds warm, popular campaigns for telecom and retail brands, and still writes radio scripts herself.',
    { verified: true, links: 'wl', stats: [19, 5, 120] }),
  c(2, 'Javier Ortega Salas', 'ES', 'casa-tinta', 'copywriter', 'advertising', 'mid',
    'Copywriter at Casa Tinta. Former journalist who likes long copy, short headlines and radio spots that end before you expect.',
    { verified: true, links: 'l', stats: [11, 2, null] }),
  c(3, 'Nuria Castells', 'ES', 'casa-tinta', 'art_director', 'design', 'mid',
    'Art director trained in Barcelona, obsessed with typography and printed matter. Leads print craft at Casa Tinta.',
    { links: 'wp' }),
  c(4, 'Íñigo Bengoetxea', 'ES', null, 'director', 'film', 'low',
    'Freelance commercials director from Bilbao. Documentary background, non-actors, natural light.',
    { links: 'wp', stats: [9, 4, null] }),
  c(5, 'Harriet Pembroke', 'GB', 'lumen-and-vale', 'creative_director', 'advertising', 'star',
    'Co-founder and chief creative officer of Lumen & Vale. Believes the best brand platforms are written, not decorated.',
    { verified: true, links: 'wl', stats: [22, 3, 140] }),
  c(6, 'Oluwaseun Adeyemi', 'GB', 'lumen-and-vale', 'copywriter', 'advertising', 'mid',
    'Copywriter at Lumen & Vale. Grew up between Lagos and Peckham, writes for brands the way people actually talk.',
    { links: 'l' }),
  c(7, 'Priya Raman', 'GB', 'atlas-meridian-network', 'creative_strategist', 'advertising', 'mid',
    'Head of creative strategy at Atlas Meridian Network in London. Turns research into briefs that creatives fight over.',
    { verified: true, links: 'l', stats: [14, 6, 25] }),
  c(8, 'Callum McAllister', 'GB', 'lumen-and-vale', 'art_director', 'advertising', 'mid',
    'Glaswegian art director at Lumen & Vale, partnered with Oluwaseun Adeyemi since their first placement together.'),
  c(9, 'Marcus Delgado', 'US', 'northbound-studio', 'creative_director', 'advertising', 'high',
    'Creative director at Northbound Studio in New York, leading sportswear and music work that lives as much in products as in media.',
    { verified: true, links: 'wl', stats: [16, 3, 60] }),
  c(10, 'Avery Lindqvist', 'US', 'northbound-studio', 'digital_art_director', 'digital', 'high',
    'Digital art director and creative technologist. Designs interfaces, installations and the occasional game at Northbound Studio.',
    { verified: true, links: 'wlp', stats: [10, 2, 12] }),
  c(11, 'Dana Whitcombe', 'US', 'tessellate-group', 'producer', 'film', 'mid',
    'Executive producer at Tessellate Group in Chicago. Has produced shoots on five continents, usually on a budget meant for one.',
    { links: 'l', stats: [18, 14, 30] }),
  c(12, 'Theo Brennan', 'US', null, 'director', 'film', 'mid',
    'Independent director based in Los Angeles. Comedy with a straight face, performance-led commercials and short films.',
    { links: 'wp' }),
  c(13, 'Keisha Montgomery', 'US', 'tessellate-group', 'copywriter', 'advertising', 'mid',
    'Associate creative director and copywriter at Tessellate Group, writing for fast food, soft drinks and everything in between.',
    { links: 'l' }),
  c(14, 'Zoë Laurent', 'FR', 'ciel-rouge', 'art_director', 'design', 'high',
    'Art director at Ciel Rouge in Paris, known for posters and identities for cultural institutions.',
    { verified: true, links: 'wlp', stats: [12, 3, 8] }),
  c(15, 'Étienne Marchand', 'FR', 'ciel-rouge', 'creative_director', 'advertising', 'high',
    'Executive creative director of Ciel Rouge. Twenty years of film and print for luxury, automotive and public service clients.',
    { verified: true, links: 'l', stats: [21, 4, 90] }),
  c(16, 'Inès Belkacem', 'FR', 'ciel-rouge', 'copywriter', 'advertising', 'mid',
    'Copywriter at Ciel Rouge, writing in French, English and Arabic. Loves a manifesto, hates a tagline.'),
  c(17, 'Gaëlle Fournier', 'FR', 'atlas-meridian-network', 'visual_designer', 'design', 'mid',
    'Visual designer at Atlas Meridian Network in Paris, working on identity systems and motion for global brands.',
    { links: 'p' }),
  c(18, 'Jonas Brückner', 'DE', 'weissraum-kollektiv', 'visual_designer', 'design', 'mid',
    'Founding partner of Weissraum Kollektiv in Hamburg. Type designer, exhibition designer, occasional teacher.',
    { links: 'wp', stats: [13, 2, 15] }),
  c(19, 'Mareike Schröder', 'DE', 'weissraum-kollektiv', 'digital_art_director', 'digital', 'mid',
    'Digital art director at Weissraum Kollektiv, turning identity systems into websites, apps and generative tools.'),
  c(20, 'Lukas Brandt', 'DE', 'atlas-meridian-network', 'creative_strategist', 'advertising', 'mid',
    'Strategy director at Atlas Meridian Network in Berlin, specialising in effectiveness cases for automotive and telecom.',
    { links: 'l' }),
  c(21, 'Annika Vogt', 'DE', 'tessellate-group', 'producer', 'film', 'low',
    'Agency producer at Tessellate Group in Düsseldorf. Keeps shoots calm, crews fed and edits on time.'),
  c(22, 'João Ribeiro', 'BR', 'jangada-criativa', 'creative_director', 'advertising', 'star',
    'Chief creative officer of Jangada Criativa in São Paulo. Champions ideas that change behaviour, not just perception.',
    { verified: true, links: 'wl', stats: [20, 6, 200] }),
  c(23, 'Thaís Albuquerque', 'BR', 'jangada-criativa', 'art_director', 'advertising', 'high',
    'Art director and creative director at Jangada Criativa, with a background in illustration and street art.',
    { verified: true, links: 'lp', stats: [12, 3, 20] }),
  c(24, 'Rafael Conceição', 'BR', 'jangada-criativa', 'copywriter', 'advertising', 'mid',
    'Copywriter at Jangada Criativa, partnered with Thaís Albuquerque. Started in radio in Recife.',
    { links: 'l' }),
  c(25, 'Bianca Tavares', 'BR', null, 'director', 'film', 'low',
    'Director and photographer from Rio de Janeiro. Fashion films, music videos and commercials with a documentary eye.',
    { links: 'wp' }),
  c(26, 'Martina Echeverría', 'AR', 'marea-alta', 'creative_director', 'advertising', 'star',
    'General creative director of Marea Alta in Buenos Aires. Storyteller first; famous internally for killing her own ideas.',
    { verified: true, links: 'l', stats: [21, 4, 150] }),
  c(27, 'Tomás Quiroga', 'AR', 'marea-alta', 'copywriter', 'advertising', 'mid',
    'Copywriter at Marea Alta, writing comedy for beer and banking brands and serious work for NGOs.'),
  c(28, 'Florencia Ibáñez', 'AR', 'marea-alta', 'art_director', 'advertising', 'mid',
    'Art director at Marea Alta. Film and outdoor, with a soft spot for hand-painted type.',
    { links: 'p' }),
  c(29, 'Santiago Ledesma', 'AR', 'atlas-meridian-network', 'digital_art_director', 'digital', 'low',
    'Digital art director at Atlas Meridian Network in Buenos Aires, building social-first campaigns and branded games.'),
  c(30, 'Ximena Villaseñor', 'MX', 'colibri-norte', 'creative_director', 'advertising', 'high',
    'Co-founder and creative director of Colibrí Norte in Mexico City, mixing popular culture, data and craft.',
    { verified: true, links: 'wl', stats: [15, 3, 70] }),
  c(31, 'Emiliano Cárdenas', 'MX', 'colibri-norte', 'art_director', 'advertising', 'mid',
    'Art director at Colibrí Norte. Photography, outdoor and print for food and drink brands.'),
  c(32, 'Renata Olvera', 'MX', 'colibri-norte', 'creative_strategist', 'digital', 'low',
    'Strategist at Colibrí Norte focused on social listening and creator partnerships.',
    { links: 'l' }),
  c(33, 'Valentina Restrepo', 'CO', 'cordillera-creativa', 'creative_director', 'advertising', 'high',
    'Founder and creative director of Cordillera Creativa in Bogotá. Purpose-led work for Andean brands and causes.',
    { verified: true, links: 'wl', stats: [17, 4, 45] }),
  c(34, 'Andrés Zuluaga', 'CO', 'cordillera-creativa', 'copywriter', 'advertising', 'mid',
    'Copywriter at Cordillera Creativa, from Medellín. Writes radio, film and the occasional song.'),
  c(35, 'Camila Arango', 'CO', 'cordillera-creativa', 'visual_designer', 'design', 'low',
    'Visual designer at Cordillera Creativa, working on packaging and identity for coffee and craft producers.',
    { links: 'p' }),
  c(36, 'Haruto Sakamoto', 'JP', 'kumo-studio', 'digital_art_director', 'digital', 'high',
    'Co-founder of Kumo Studio in Tokyo. Interaction designer working with light, sensors and real-time graphics.',
    { verified: true, links: 'wp', stats: [11, 2, 10] }),
  c(37, 'Aiko Nishimura', 'JP', 'kumo-studio', 'visual_designer', 'design', 'mid',
    'Visual designer and motion designer at Kumo Studio, with a background in textile design.'),
  c(38, 'Kenji Morioka', 'JP', 'tessellate-group', 'creative_director', 'advertising', 'high',
    'Executive creative director of Tessellate Group in Tokyo, leading integrated work for electronics and rail clients.',
    { verified: true, links: 'l', stats: [23, 5, 110] }),
  c(39, 'Matilda Hargreaves', 'AU', 'ochre-and-pine', 'creative_director', 'advertising', 'high',
    'Executive creative director of Ochre & Pine in Sydney. Road safety, insurance and anything with a sense of humour.',
    { verified: true, links: 'wl', stats: [18, 3, 55] }),
  c(40, 'Lachlan Boyd', 'AU', 'ochre-and-pine', 'art_director', 'advertising', 'low',
    'Art director at Ochre & Pine, surfer, and maker of very large outdoor posters.'),
  c(41, 'Elena Sarmiento', 'ES', 'casa-tinta', 'creative_director', 'advertising', 'star',
    'Co-founder and chief creative officer of Casa Tinta in Madrid. Makes popular ideas for everyday brands, from supermarket bread to football shirts, and has a weakness for radio.',
    { verified: true, links: 'wlp', stats: [18, 6, 85], avatar: '/images/demo/creative-41.svg' }),
  c(42, 'Samuel Okafor', 'GB', 'lumen-and-vale', 'director', 'film', 'star',
    'Film director and creative partner at Lumen & Vale in London. Makes tender, funny films about ordinary people for charities, rail and sport.',
    { verified: true, links: 'wlp', stats: [14, 9, 40], avatar: '/images/demo/creative-42.svg' }),
  c(43, 'Giulia Ferrante', 'IT', 'atlas-meridian-network', 'art_director', 'design', 'mid',
    'Art director at Atlas Meridian Network in Milan, working across fashion, hospitality and packaging.',
    { links: 'wp', stats: [10, 4, 6] }),
  c(44, 'Lorenzo Bellandi', 'IT', null, 'producer', 'film', 'low',
    'Freelance producer in Rome, specialising in international shoots in Italy.',
    { links: 'l' }),
  c(45, 'Catalina Poblete', 'CL', 'paper-moth', 'creative_director', 'advertising', 'mid',
    'Co-founder of Paper Moth in Santiago. Small budgets, handmade ideas, big hearts.',
    { links: 'wl', stats: [12, 2, 10] }),
  c(46, 'Benjamín Sepúlveda', 'CL', 'paper-moth', 'copywriter', 'advertising', 'low',
    'Copywriter and co-founder of Paper Moth. Writes letters, books and radio.'),
  c(47, 'Sakura Ishikawa', 'JP', 'kumo-studio', 'copywriter', 'advertising', 'none',
    'Copywriter who joined Kumo Studio this year after five years in publishing.'),
  c(48, 'Chloé Dubois-Martin', 'FR', null, 'visual_designer', 'design', 'low',
    'Independent graphic designer in Lyon, working on book covers, festival identities and posters.',
    { links: 'wp' }),
  c(49, 'Björn Halvorsen', 'SE', 'atlas-meridian-network', 'creative_director', 'advertising', 'high',
    'Creative director at Atlas Meridian Network in Stockholm. Scandinavian restraint, with the occasional very loud idea.',
    { verified: true, links: 'l', stats: [20, 5, 65] }),
  c(50, 'Fatima Al-Mansouri', 'AE', 'atlas-meridian-network', 'creative_strategist', 'advertising', 'high',
    'Strategy director at Atlas Meridian Network in Dubai, working across the Gulf on telecom, banking and tourism.',
    { verified: true, links: 'l', stats: [9, 4, 12] }),
  c(51, 'Rohan Iyer', 'IN', 'tessellate-group', 'copywriter', 'advertising', 'low',
    'Copywriter at Tessellate Group in Mumbai. Writes in English, Hindi and Tamil.'),
  c(52, 'Thandiwe Mokoena', 'ZA', 'tessellate-group', 'art_director', 'advertising', 'low',
    'Art director at Tessellate Group in Johannesburg, working on retail and telecom campaigns.',
    { links: 'l' }),
  c(53, 'Nicolás Peñaloza', 'CO', 'cordillera-creativa', 'producer', 'film', 'new',
    'Producer at Cordillera Creativa who moved from television to advertising two years ago.'),
  c(54, 'Olivia Tremblay', 'US', 'northbound-studio', 'visual_designer', 'design', 'new',
    'Visual designer at Northbound Studio, originally from Montréal. Type, motion and product design.',
    { links: 'p' }),
  c(55, 'Mateo Alarcón', 'MX', 'colibri-norte', 'digital_art_director', 'digital', 'new',
    'Digital art director at Colibrí Norte, building creator campaigns and branded filters.'),
  c(56, 'Leonie Hartmann', 'DE', 'weissraum-kollektiv', 'copywriter', 'advertising', 'none',
    'Copywriter and editor at Weissraum Kollektiv, writing exhibition texts and brand voices.'),
  c(57, 'Beatriz Nóbrega', 'BR', 'jangada-criativa', 'creative_strategist', 'advertising', 'low',
    'Strategist at Jangada Criativa, working on behaviour-change campaigns for health and finance.'),
  c(58, 'Ruby Fairweather', 'AU', 'ochre-and-pine', 'copywriter', 'advertising', 'none',
    'Junior copywriter at Ochre & Pine, fresh out of a creative school in Melbourne.'),
  c(59, 'Pablo Urquijo', 'ES', 'casa-tinta', 'digital_art_director', 'digital', 'new',
    'Digital art director at Casa Tinta, making social and interactive work for the agency’s retail clients.',
    { links: 'l' }),
  c(60, 'Freya Lindholm', 'DK', null, 'visual_designer', 'design', 'none',
    'Independent designer in Copenhagen working on identities for cultural and food businesses.',
    { links: 'w' }),
];
