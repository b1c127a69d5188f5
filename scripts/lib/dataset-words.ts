// Word lists for the generated benchmark dataset (scripts/generate-dataset.ts). Accented names on
// purpose: search folds accents ("munoz" finds "Muñoz"), and many names start with "Mar".

export const FIRST_NAMES = [
  'María', 'Mario', 'Marco', 'Marta', 'Marina', 'Mariana', 'Marcos', 'Martín', 'Marie', 'Markus',
  'Maryam', 'Marek', 'Margot', 'José', 'Lucía', 'Sofía', 'Andrés', 'Inés', 'Zoë', 'Björn',
  'Søren', 'Łukasz', 'Ana', 'João', 'Chloé', 'Hélène', 'François', 'Jürgen', 'Renée', 'Ángel',
  'Nuria', 'Pablo', 'Carmen', 'Diego', 'Elena', 'Javier', 'Laura', 'Carlos', 'Paula', 'Alejandro',
  'Isabel', 'Miguel', 'Valentina', 'Matteo', 'Giulia', 'Lorenzo', 'Emma', 'Liam', 'Olivia', 'Noah',
  'Ava', 'Lucas', 'Mia', 'Hugo', 'Léa', 'Yuki', 'Haruto', 'Aiko', 'Ji-woo', 'Min-jun',
  'Priya', 'Arjun', 'Ananya', 'Wei', 'Mei', 'Fatima', 'Omar', 'Amara', 'Kwame', 'Chiara',
  'Nicolás', 'Camila', 'Santiago', 'Daniela', 'Sebastián', 'Gabriela', 'Tomás', 'Ingrid', 'Astrid', 'Oskar',
  'Freya', 'Elif', 'Emre', 'Zeynep', 'Dmitri', 'Olga', 'Anya', 'Kateřina', 'Jakub', 'Zsófia',
] as const;

export const LAST_NAMES = [
  'García', 'Martínez', 'Muñoz', 'Sánchez', 'López', 'Fernández', 'González', 'Rodríguez', 'Pérez', 'Gómez',
  'Díaz', 'Marín', 'Márquez', 'Marchetti', 'Martin', 'Müller', 'Schmidt', 'Schäfer', 'Weiß', 'Dubois',
  'Lefèvre', 'Moreau', 'Rossi', 'Russo', 'Bianchi', 'Ferrari', 'Esposito', 'Silva', 'Santos', 'Gonçalves',
  'Oliveira', 'Costa', 'Pereira', 'Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Wilson', "O'Brien",
  'Murphy', 'Kowalski', 'Nowak', 'Wiśniewski', 'Novák', 'Dvořák', 'Nielsen', 'Hansen', 'Johansson', 'Lindqvist',
  'Søndergaard', 'Yılmaz', 'Kaya', 'Nakamura', 'Tanaka', 'Sato', 'Kim', 'Park', 'Lee', 'Wang',
  'Zhang', 'Li', 'Chen', 'Nguyen', 'Tran', 'Patel', 'Sharma', 'Singh', 'Khan', 'Haddad',
  'Okafor', 'Mensah', 'Ivanov', 'Petrov', 'Horváth', 'Nagy', 'Papadopoulos', 'Jensen', 'van Dijk', 'de Vries',
  'Janssen', 'Peeters', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Cruz', 'Morales', 'Ortiz', 'Castillo',
  'Romero', 'Herrera', 'Medina', 'Aguilar', 'Vargas', 'Mendoza', 'Ruiz', 'Álvarez', 'Jiménez', 'Núñez',
  'Ibáñez', 'Peña', 'Córdoba', 'Marsh', 'Mariani',
] as const;

/** ISO 3166-1 alpha-2, most frequent first (picks are skewed toward the start). */
export const COUNTRY_CODES = [
  'US', 'GB', 'ES', 'BR', 'FR', 'DE', 'AR', 'MX', 'IT', 'NL',
  'JP', 'CO', 'AU', 'CA', 'PT', 'SE', 'IN', 'CL', 'KR', 'CN',
  'BE', 'DK', 'NO', 'FI', 'PL', 'CZ', 'AT', 'CH', 'IE', 'PE',
  'NZ', 'SG', 'TH', 'ZA', 'NG', 'AE', 'TR', 'IL', 'GR', 'RO',
] as const;

/** [city, country code, currency] */
export const CITIES: readonly (readonly [string, string, string])[] = [
  ['Cannes', 'FR', 'EUR'], ['London', 'GB', 'GBP'], ['New York', 'US', 'USD'], ['Los Angeles', 'US', 'USD'],
  ['Chicago', 'US', 'USD'], ['Miami', 'US', 'USD'], ['San Francisco', 'US', 'USD'], ['Toronto', 'CA', 'CAD'],
  ['Mexico City', 'MX', 'USD'], ['Bogotá', 'CO', 'USD'], ['Buenos Aires', 'AR', 'USD'], ['Santiago', 'CL', 'USD'],
  ['Lima', 'PE', 'USD'], ['São Paulo', 'BR', 'USD'], ['Rio de Janeiro', 'BR', 'USD'], ['Madrid', 'ES', 'EUR'],
  ['Barcelona', 'ES', 'EUR'], ['Lisbon', 'PT', 'EUR'], ['Paris', 'FR', 'EUR'], ['Berlin', 'DE', 'EUR'],
  ['Hamburg', 'DE', 'EUR'], ['Munich', 'DE', 'EUR'], ['Amsterdam', 'NL', 'EUR'], ['Brussels', 'BE', 'EUR'],
  ['Zurich', 'CH', 'CHF'], ['Vienna', 'AT', 'EUR'], ['Milan', 'IT', 'EUR'], ['Rome', 'IT', 'EUR'],
  ['Stockholm', 'SE', 'EUR'], ['Copenhagen', 'DK', 'EUR'], ['Oslo', 'NO', 'EUR'], ['Helsinki', 'FI', 'EUR'],
  ['Warsaw', 'PL', 'EUR'], ['Prague', 'CZ', 'EUR'], ['Dublin', 'IE', 'EUR'], ['Athens', 'GR', 'EUR'],
  ['Istanbul', 'TR', 'USD'], ['Tel Aviv', 'IL', 'USD'], ['Dubai', 'AE', 'USD'], ['Cape Town', 'ZA', 'USD'],
  ['Lagos', 'NG', 'USD'], ['Mumbai', 'IN', 'USD'], ['Singapore', 'SG', 'USD'], ['Bangkok', 'TH', 'USD'],
  ['Tokyo', 'JP', 'USD'], ['Seoul', 'KR', 'USD'], ['Shanghai', 'CN', 'USD'], ['Sydney', 'AU', 'AUD'],
  ['Auckland', 'NZ', 'USD'], ['Bucharest', 'RO', 'EUR'],
];

/** [name, short name, index into CITIES]: the first festivals are the well-known ones. */
export const REAL_FESTIVALS: readonly (readonly [string, string, number])[] = [
  ['Cannes Lions International Festival of Creativity', 'Cannes Lions', 0],
  ['D&AD Awards', 'D&AD', 1],
  ['The One Show', 'One Show', 2],
  ['Clio Awards', 'Clios', 2],
  ['ADC Annual Awards', 'ADC', 2],
  ['Eurobest', 'Eurobest', 17],
  ['Spikes Asia', 'Spikes', 42],
  ['Dubai Lynx', 'Lynx', 38],
  ['El Ojo de Iberoamérica', 'El Ojo', 10],
  ['FIAP Festival Iberoamericano de la Publicidad', 'FIAP', 10],
  ['El Sol Festival Iberoamericano de la Comunicación Publicitaria', 'El Sol', 15],
  ['Andy Awards', 'Andys', 2],
  ['London International Awards', 'LIA', 1],
  ['Epica Awards', 'Epica', 18],
  ['ADC*E Art Directors Club of Europe Awards', 'ADC*E', 16],
  ['The Webby Awards', 'Webbys', 2],
  ['Effie Awards', 'Effie', 2],
  ['New York Festivals Advertising Awards', 'NYF', 2],
  ['Laus Awards', 'Laus', 16],
  ['Ciclope Festival', 'Ciclope', 19],
];

export const FESTIVAL_KINDS = [
  'Creative Awards', 'Design Awards', 'Advertising Festival', 'Digital Awards', 'Film Festival',
  'Effectiveness Awards', 'Craft Awards', 'Young Creatives Awards', 'Brand Experience Awards', 'Media Awards',
] as const;

export const CATEGORY_NAMES = [
  'Film', 'Film Craft', 'Outdoor', 'Print & Publishing', 'Radio & Audio', 'Digital Craft',
  'Social & Creator', 'Brand Experience & Activation', 'Design', 'Direct', 'Media', 'PR',
  'Innovation', 'Creative Effectiveness', 'Entertainment', 'Health & Wellness',
  'Sustainable Development Goals', 'Industry Craft',
] as const;

export const AGENCY_WORDS = [
  'Nova', 'Señora', 'Bravo', 'Lola', 'Marea', 'Marfil', 'Mármol', 'Atlas', 'Boreal', 'Cobalt',
  'Drum', 'Echo', 'Fable', 'Garnet', 'Harbor', 'Indigo', 'Juno', 'Kiln', 'Lumen', 'Mosaic',
  'Mistral', 'Neon', 'Orbit', 'Pulse', 'Quarry', 'Rumba', 'Saffron', 'Tundra', 'Umbra', 'Vela',
  'Wolf', 'Zenith', 'Ámbar', 'Cíclope', 'Fénix', 'Jaguar', 'Koala', 'Lince', 'Mango', 'Norte',
  'Oso', 'Pampa', 'Rayo', 'Sur', 'Tinta', 'Volcán', 'Yunque', 'Zorro', 'Alba', 'Brisa',
  'Cielo', 'Duna', 'Estrella', 'Faro', 'Gaviota', 'Hielo', 'Isla', 'Jardín', 'Luna', 'Niebla',
] as const;

export const AGENCY_SUFFIXES = [
  'Studio', 'Creative', '& Partners', 'Collective', 'Lab', 'Group', 'Works', 'House', 'Agency', 'Brothers',
] as const;

export const AGENCY_SPECIALTIES = [
  'Branding', 'Digital', 'Film', 'Social', 'Experiential', 'Design', 'Strategy', 'Content', 'PR', 'Media',
] as const;

export const CLIENTS = [
  'Northwind', 'Contoso', 'Globex', 'Initech', 'Umbrella Foods', 'Stark Motors', 'Wayne Air', 'Soylent',
  'Hooli', 'Vandelay Industries', 'Cyberdyne', 'Tyrell', 'Aperture', 'Wonka', 'Duff', 'Monarch Bank',
  'Pied Piper', 'Massive Dynamic', 'Oceanic Airlines', 'Blue Sun',
] as const;

export const CAMPAIGN_ADJECTIVES = [
  'Invisible', 'Silent', 'Last', 'Endless', 'Hidden', 'Brave', 'Little', 'Second', 'Open', 'Unfinished',
  'Forgotten', 'Local', 'Real', 'Impossible', 'Human', 'Wild', 'Tiny', 'Loud', 'Slow', 'Borrowed',
] as const;

export const CAMPAIGN_NOUNS = [
  'Cities', 'Billboard', 'Voices', 'Recipe', 'Library', 'Anthem', 'Map', 'Portrait', 'Signal', 'Garden',
  'Receipt', 'Jersey', 'Alphabet', 'Playlist', 'Postcard', 'Shelter', 'Harvest', 'Frequency', 'Bridge', 'Mirror',
] as const;

export const DESCRIPTION_OPENINGS = [
  'Award-winning', 'Multidisciplinary', 'Curious', 'Story-driven', 'Independent', 'Data-minded',
  'Craft-obsessed', 'Bilingual', 'Restless', 'Collaborative',
] as const;
