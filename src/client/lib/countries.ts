/**
 * Countries offered by the list filters (ISO codes; names come from Intl.DisplayNames in the
 * viewer's language). The server accepts any ISO code or English/Spanish name.
 */
export const FILTER_COUNTRY_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CR', 'CZ', 'DE', 'DK', 'DO',
  'EC', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'GT', 'HK', 'HU', 'ID', 'IE', 'IL', 'IN', 'IT', 'JP',
  'KE', 'KR', 'LB', 'MA', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PA', 'PE', 'PH', 'PL', 'PR', 'PT',
  'PY', 'RO', 'SA', 'SE', 'SG', 'TH', 'TR', 'TW', 'UA', 'US', 'UY', 'VE', 'VN', 'ZA',
] as const;
