/** The day every API test lives on: the demo data is seeded relative to it. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');
export const TEST_TODAY = '2026-06-15';
