// Demo data: twelve real creative-award festivals. Facts (names, places, websites, founding
// years) are public; fees, entry counts and panel sizes are plausible figures for the demo.
// Registration and event dates are placed relative to the seeding day so that every status
// (open, upcoming, closed, unknown) is on show whatever day the demo is loaded.
import type { Discipline } from '../../../shared/constants';
import { isoDate } from '../../../shared/festival-status';
import type { festivals } from '../schema';

type FestivalInsert = typeof festivals.$inferInsert;

/** Which creatives a festival takes entries from (used to place demo awards plausibly). */
export type FestivalRegion = 'global' | 'iberoamerica' | 'europe' | 'apac' | 'mena';

/** Days from the seeding day; `null` schedule means no registration dates are announced. */
export interface FestivalSchedule {
  open: number;
  earlyBird: number;
  close: number;
  eventStart: number;
  eventEnd: number;
}

/** A category name and the discipline of the work it mostly awards. */
export type CategorySeed = readonly [name: string, discipline: Discipline];

type FestivalDates = 'registrationOpenDate' | 'registrationCloseDate' | 'earlyBirdDeadline' | 'eventStartDate' | 'eventEndDate';

export interface FestivalSeed {
  festival: Omit<FestivalInsert, FestivalDates> & { id: number; slug: string; name: string };
  schedule: FestivalSchedule | null;
  region: FestivalRegion;
  /** How often demo awards come from this festival, relative to the others. */
  weight: number;
  categories: readonly CategorySeed[];
}

const logo = (slug: string) => `/images/demo/festivals/${slug}.webp`;
const banner = (slug: string) => `/images/demo/festivals/${slug}-banner.webp`;

export const FESTIVAL_SEEDS: readonly FestivalSeed[] = [
  {
    festival: {
      id: 1,
      name: 'Cannes Lions International Festival of Creativity',
      shortName: 'Cannes Lions',
      slug: 'cannes-lions',
      countryCode: 'FR',
      city: 'Cannes',
      description:
        'First held in 1954, Cannes Lions is the annual festival of the creative communications industry, held every June on the Croisette in Cannes. Work is entered into Lions across craft, communications, entertainment and effectiveness, and juries award Grand Prix, Gold, Silver and Bronze Lions.',
      venue: 'Palais des Festivals et des Congrès',
      banner: banner('cannes-lions'),
      logo: logo('cannes-lions'),
      website: 'https://www.canneslions.com',
      contactEmail: null,
      prestige: 5,
      entryFee: 990,
      earlyBirdFee: 790,
      currency: 'EUR',
      expectedEntries: 26000,
      judgesPanelSize: 430,
    },
    schedule: { open: -60, earlyBird: -20, close: 25, eventStart: 110, eventEnd: 114 },
    region: 'global',
    weight: 3,
    categories: [
      ['Film', 'film'],
      ['Film Craft', 'film'],
      ['Print & Publishing', 'advertising'],
      ['Outdoor', 'advertising'],
      ['Design', 'design'],
      ['Digital Craft', 'digital'],
      ['Radio & Audio', 'advertising'],
      ['Direct', 'advertising'],
      ['Social & Creator', 'digital'],
      ['Brand Experience & Activation', 'advertising'],
      ['Innovation', 'digital'],
      ['Creative Effectiveness', 'advertising'],
    ],
  },
  {
    festival: {
      id: 2,
      name: 'D&AD Awards',
      shortName: 'D&AD',
      slug: 'dandad',
      countryCode: 'GB',
      city: 'London',
      description:
        'D&AD (Design and Art Direction) is a London-based educational charity founded in 1962 to promote excellence in design and advertising. Its awards are judged by peer juries, and the Pencils they give (Wood, Graphite, Yellow and Black) are among the most coveted in the industry.',
      venue: 'Old Truman Brewery, Shoreditch',
      banner: banner('dandad'),
      logo: logo('dandad'),
      website: 'https://www.dandad.org',
      contactEmail: null,
      prestige: 5,
      entryFee: 545,
      earlyBirdFee: 455,
      currency: 'GBP',
      expectedEntries: 11000,
      judgesPanelSize: 300,
    },
    schedule: { open: -45, earlyBird: -10, close: 40, eventStart: 120, eventEnd: 122 },
    region: 'global',
    weight: 2.5,
    categories: [
      ['Film Advertising', 'film'],
      ['Press & Outdoor', 'advertising'],
      ['Graphic Design', 'design'],
      ['Branding', 'design'],
      ['Digital Design', 'digital'],
      ['Writing for Advertising', 'advertising'],
      ['Direct', 'advertising'],
      ['Experiential', 'advertising'],
      ['Creative Strategy', 'advertising'],
      ['Music Videos', 'film'],
    ],
  },
  {
    festival: {
      id: 3,
      name: 'The One Show',
      shortName: 'One Show',
      slug: 'the-one-show',
      countryCode: 'US',
      city: 'New York',
      description:
        'The One Show is the annual awards programme of The One Club for Creativity, the New York non-profit that champions creative excellence in advertising, design and digital. Winners receive Gold, Silver and Bronze Pencils, and Best of Discipline and Best of Show honours are decided across the competition.',
      venue: 'Manhattan, New York City',
      banner: banner('the-one-show'),
      logo: logo('the-one-show'),
      website: 'https://www.oneshow.org',
      contactEmail: null,
      prestige: 5,
      entryFee: 795,
      earlyBirdFee: 675,
      currency: 'USD',
      expectedEntries: 17000,
      judgesPanelSize: 250,
    },
    schedule: { open: -30, earlyBird: 5, close: 14, eventStart: 75, eventEnd: 78 },
    region: 'global',
    weight: 2.5,
    categories: [
      ['Film', 'film'],
      ['Print & Outdoor', 'advertising'],
      ['Design', 'design'],
      ['Interactive & Mobile', 'digital'],
      ['Radio & Audio', 'advertising'],
      ['Branded Entertainment', 'film'],
      ['Social Media', 'digital'],
      ['Experiential & Immersive', 'advertising'],
      ['Creative Use of Data', 'digital'],
      ['Craft', 'design'],
    ],
  },
  {
    festival: {
      id: 4,
      name: 'Clio Awards',
      shortName: 'Clio',
      slug: 'clio-awards',
      countryCode: 'US',
      city: 'New York',
      description:
        'Founded in 1959, the Clio Awards recognise innovative and creative work in advertising, design and communication from around the world. Entries are judged by juries of industry professionals, who award Grand, Gold, Silver and Bronze Clio statuettes.',
      venue: 'Manhattan, New York City',
      banner: banner('clio-awards'),
      logo: logo('clio-awards'),
      website: 'https://clios.com',
      contactEmail: null,
      prestige: 4,
      entryFee: 695,
      earlyBirdFee: 595,
      currency: 'USD',
      expectedEntries: 12000,
      judgesPanelSize: 150,
    },
    schedule: { open: -10, earlyBird: 20, close: 60, eventStart: 150, eventEnd: 151 },
    region: 'global',
    weight: 2,
    categories: [
      ['Film', 'film'],
      ['Print', 'advertising'],
      ['Out of Home', 'advertising'],
      ['Design', 'design'],
      ['Digital/Mobile', 'digital'],
      ['Audio', 'advertising'],
      ['Experience/Activation', 'advertising'],
      ['Social Media', 'digital'],
    ],
  },
  {
    festival: {
      id: 5,
      name: 'ADC Annual Awards',
      shortName: 'ADC',
      slug: 'adc-annual-awards',
      countryCode: 'US',
      city: 'New York',
      description:
        'First presented in 1921 by the Art Directors Club of New York, the ADC Annual Awards are among the oldest continuously running awards in advertising and design. Now run by The One Club for Creativity, they celebrate craft in art direction, design, illustration, photography and typography with Gold, Silver and Bronze Cubes.',
      venue: 'Manhattan, New York City',
      banner: banner('adc-annual-awards'),
      logo: logo('adc-annual-awards'),
      website: 'https://www.oneclub.org',
      contactEmail: null,
      prestige: 4,
      entryFee: 450,
      earlyBirdFee: 375,
      currency: 'USD',
      expectedEntries: 6500,
      judgesPanelSize: 120,
    },
    schedule: { open: -150, earlyBird: -110, close: -40, eventStart: 20, eventEnd: 21 },
    region: 'global',
    weight: 1.5,
    categories: [
      ['Advertising', 'advertising'],
      ['Brand/Communication Design', 'design'],
      ['Interactive', 'digital'],
      ['Motion', 'film'],
      ['Illustration', 'design'],
      ['Photography', 'design'],
      ['Typography', 'design'],
      ['Experiential Design', 'design'],
      ['Publication Design', 'design'],
    ],
  },
  {
    festival: {
      id: 6,
      name: 'El Ojo de Iberoamérica',
      shortName: 'El Ojo',
      slug: 'el-ojo-de-iberoamerica',
      countryCode: 'AR',
      city: 'Buenos Aires',
      description:
        'Founded in 1998, El Ojo de Iberoamérica is the Buenos Aires festival dedicated to creativity from the Spanish- and Portuguese-speaking world. Its awards cover advertising, design, entertainment and innovation, alongside a programme of talks for the regional industry.',
      venue: 'Buenos Aires',
      banner: banner('el-ojo-de-iberoamerica'),
      logo: logo('el-ojo-de-iberoamerica'),
      website: 'https://www.elojodeiberoamerica.com',
      contactEmail: null,
      prestige: 4,
      entryFee: 390,
      earlyBirdFee: 320,
      currency: 'USD',
      expectedEntries: 4500,
      judgesPanelSize: 90,
    },
    schedule: { open: -20, earlyBird: 10, close: 50, eventStart: 100, eventEnd: 102 },
    region: 'iberoamerica',
    weight: 4,
    categories: [
      ['Film', 'film'],
      ['Gráfica', 'advertising'],
      ['Vía Pública', 'advertising'],
      ['Audio', 'advertising'],
      ['Diseño', 'design'],
      ['Digital', 'digital'],
      ['Social & Influencers', 'digital'],
      ['Experiencia de Marca', 'advertising'],
      ['Innovación', 'digital'],
    ],
  },
  {
    festival: {
      id: 7,
      name: 'El Sol, Festival Iberoamericano de la Comunicación Publicitaria',
      shortName: 'El Sol',
      slug: 'el-sol',
      countryCode: 'ES',
      city: 'Málaga',
      description:
        'El Sol was first held in Marbella in 1986 as a Spanish festival of audiovisual advertising, and has since been hosted by San Sebastián, Bilbao, Madrid and Málaga. Since 2003 it has been open to work from Latin America, recognising creative communication across Spain, Portugal and the Ibero-American markets.',
      venue: null,
      banner: banner('el-sol'),
      logo: logo('el-sol'),
      website: 'https://elsolfestival.com',
      contactEmail: null,
      prestige: 3,
      entryFee: 420,
      earlyBirdFee: 350,
      currency: 'EUR',
      expectedEntries: 3000,
      judgesPanelSize: 80,
    },
    // Dates for the next edition are not announced yet: the festival's status is unknown.
    schedule: null,
    region: 'iberoamerica',
    weight: 4,
    categories: [
      ['Televisión y Cine', 'film'],
      ['Gráfica', 'advertising'],
      ['Exterior', 'advertising'],
      ['Radio y Audio', 'advertising'],
      ['Diseño', 'design'],
      ['Digital', 'digital'],
      ['Marketing Directo', 'advertising'],
      ['Creatividad Transformadora', 'advertising'],
    ],
  },
  {
    festival: {
      id: 8,
      name: 'Eurobest European Festival of Creativity',
      shortName: 'Eurobest',
      slug: 'eurobest',
      countryCode: 'PT',
      city: 'Lisbon',
      description:
        "Founded in 1988, Eurobest is Europe's festival of creativity, run by the organisers of Cannes Lions. It travels between European cities (Stockholm, Amsterdam, Hamburg, Lisbon, Helsinki, Antwerp and Rome have hosted it) and recognises creative communications produced across Europe.",
      venue: 'Cinema São Jorge',
      banner: banner('eurobest'),
      logo: logo('eurobest'),
      website: 'https://www.eurobest.com',
      contactEmail: null,
      prestige: 3,
      entryFee: 560,
      earlyBirdFee: 460,
      currency: 'EUR',
      expectedEntries: 3500,
      judgesPanelSize: 70,
    },
    schedule: { open: 45, earlyBird: 80, close: 110, eventStart: 170, eventEnd: 172 },
    region: 'europe',
    weight: 2.5,
    categories: [
      ['Film', 'film'],
      ['Film Craft', 'film'],
      ['Print & Outdoor', 'advertising'],
      ['Design', 'design'],
      ['Digital', 'digital'],
      ['Audio', 'advertising'],
      ['Direct', 'advertising'],
      ['Brand Experience & Activation', 'advertising'],
      ['Social & Influencer', 'digital'],
    ],
  },
  {
    festival: {
      id: 9,
      name: 'Spikes Asia Festival of Creativity',
      shortName: 'Spikes Asia',
      slug: 'spikes-asia',
      countryCode: 'SG',
      city: 'Singapore',
      description:
        'Spikes Asia is the festival of creativity for the Asia-Pacific region, traditionally held in Singapore and run by the organisers of Cannes Lions. It rewards creative work made across Asia-Pacific with Grand Prix, Gold, Silver and Bronze Spikes.',
      venue: 'Singapore',
      banner: banner('spikes-asia'),
      logo: logo('spikes-asia'),
      website: 'https://www.spikes.asia',
      contactEmail: null,
      prestige: 4,
      entryFee: 980,
      earlyBirdFee: 820,
      currency: 'SGD',
      expectedEntries: 3200,
      judgesPanelSize: 75,
    },
    schedule: { open: 12, earlyBird: 40, close: 70, eventStart: 130, eventEnd: 132 },
    region: 'apac',
    weight: 5,
    categories: [
      ['Film', 'film'],
      ['Film Craft', 'film'],
      ['Print & Outdoor', 'advertising'],
      ['Design', 'design'],
      ['Digital', 'digital'],
      ['Audio', 'advertising'],
      ['Direct', 'advertising'],
      ['Social & Creator', 'digital'],
      ['Innovation', 'digital'],
    ],
  },
  {
    festival: {
      id: 10,
      name: 'Dubai Lynx International Festival of Creativity',
      shortName: 'Dubai Lynx',
      slug: 'dubai-lynx',
      countryCode: 'AE',
      city: 'Dubai',
      description:
        'Dubai Lynx is the festival of creativity for the Middle East and North Africa, held each year in Dubai. It recognises creative communications produced in the MENA region and awards Grand Prix, Gold, Silver and Bronze Lynx.',
      venue: 'Madinat Jumeirah',
      banner: banner('dubai-lynx'),
      logo: logo('dubai-lynx'),
      website: 'https://www.dubailynx.com',
      contactEmail: null,
      prestige: 3,
      entryFee: 2400,
      earlyBirdFee: 2000,
      currency: 'AED',
      expectedEntries: 2500,
      judgesPanelSize: 60,
    },
    schedule: { open: -120, earlyBird: -90, close: -5, eventStart: 30, eventEnd: 32 },
    region: 'mena',
    weight: 6,
    categories: [
      ['Film', 'film'],
      ['Print & Outdoor', 'advertising'],
      ['Design', 'design'],
      ['Digital', 'digital'],
      ['Radio & Audio', 'advertising'],
      ['Direct', 'advertising'],
      ['Social & Influencer', 'digital'],
      ['Brand Experience & Activation', 'advertising'],
    ],
  },
  {
    festival: {
      id: 11,
      name: 'London International Awards',
      shortName: 'LIA',
      slug: 'lia',
      countryCode: 'US',
      city: 'Las Vegas',
      description:
        'Founded in 1986, the London International Awards honour creativity in advertising, design, digital, music and production worldwide. Despite the name, judging takes place each year in Las Vegas, where juries award Grand LIAs and Gold, Silver and Bronze Statues.',
      venue: 'Las Vegas',
      banner: banner('lia'),
      logo: logo('lia'),
      website: 'https://www.liaawards.com',
      contactEmail: null,
      prestige: 4,
      entryFee: 625,
      earlyBirdFee: 525,
      currency: 'USD',
      expectedEntries: 9000,
      judgesPanelSize: 200,
    },
    schedule: { open: 25, earlyBird: 55, close: 90, eventStart: 140, eventEnd: 146 },
    region: 'global',
    weight: 2,
    categories: [
      ['TV/Cinema/Online Film', 'film'],
      ['Print', 'advertising'],
      ['Billboard', 'advertising'],
      ['Design', 'design'],
      ['Digital', 'digital'],
      ['Non-Traditional', 'advertising'],
      ['Audio', 'advertising'],
      ['Music & Sound', 'film'],
      ['Production & Post-Production', 'film'],
      ['Social Media', 'digital'],
    ],
  },
  {
    festival: {
      id: 12,
      name: 'New York Festivals Advertising Awards',
      shortName: 'NYF',
      slug: 'new-york-festivals',
      countryCode: 'US',
      city: 'New York',
      description:
        'New York Festivals has honoured creative work since 1957. Its Advertising Awards take entries from around the world, judged by a Grand Jury of senior creative and marketing executives.',
      venue: 'Manhattan, New York City',
      banner: banner('new-york-festivals'),
      logo: logo('new-york-festivals'),
      website: 'https://www.newyorkfestivals.com',
      contactEmail: null,
      prestige: 3,
      entryFee: 425,
      earlyBirdFee: 350,
      currency: 'USD',
      expectedEntries: 7000,
      judgesPanelSize: 300,
    },
    schedule: { open: -200, earlyBird: -160, close: -90, eventStart: -30, eventEnd: -29 },
    region: 'global',
    weight: 1.5,
    categories: [
      ['Film', 'film'],
      ['Print', 'advertising'],
      ['Outdoor', 'advertising'],
      ['Radio', 'advertising'],
      ['Design', 'design'],
      ['Digital', 'digital'],
      ['Integrated Campaign', 'advertising'],
      ['Craft', 'film'],
    ],
  },
];

/** Which regional festivals a creative from a country can enter. */
export function festivalRegionsFor(countryCode: string): ReadonlySet<FestivalRegion> {
  const regions = new Set<FestivalRegion>(['global']);
  if (['ES', 'PT', 'AR', 'BR', 'MX', 'CO', 'CL', 'UY', 'PE'].includes(countryCode)) regions.add('iberoamerica');
  if (['ES', 'PT', 'GB', 'FR', 'DE', 'IT', 'SE', 'NL', 'DK', 'IE', 'BE', 'AT', 'CH', 'PL'].includes(countryCode)) {
    regions.add('europe');
  }
  if (['JP', 'AU', 'IN', 'SG', 'NZ', 'KR', 'CN', 'TH', 'PH'].includes(countryCode)) regions.add('apac');
  if (['AE', 'SA', 'EG', 'LB', 'JO', 'QA', 'MA'].includes(countryCode)) regions.add('mena');
  return regions;
}

function addDays(day: Date, days: number): string {
  const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** The festival rows, with their dates placed around `today` (a UTC calendar day). */
export function buildFestivalRows(today: Date): FestivalInsert[] {
  return FESTIVAL_SEEDS.map(({ festival, schedule }) => ({
    ...festival,
    registrationOpenDate: schedule ? addDays(today, schedule.open) : null,
    earlyBirdDeadline: schedule ? addDays(today, schedule.earlyBird) : null,
    registrationCloseDate: schedule ? addDays(today, schedule.close) : null,
    eventStartDate: schedule ? addDays(today, schedule.eventStart) : null,
    eventEndDate: schedule ? addDays(today, schedule.eventEnd) : null,
  }));
}
