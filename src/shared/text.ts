/** Lower case without diacritics: "Muñoz" -> "munoz". Mirrors SQL `f_unaccent(lower(x))`. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
