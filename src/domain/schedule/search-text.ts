// One search rule for every search box of the console (issue 21 "Search"): the dashboard's event search (the
// studio server folds the same way), the /events text filter and the cloud recording list.

/**
 * The form a text is compared in: decomposed (NFKD), combining marks dropped, lower-cased, blanks squeezed.
 * 'Kärpät' and 'KARPAT' both fold to 'karpat'; 'ø', 'æ' and 'ß' have no decomposition and are spelled out
 * the way a Nordic keyboard user types them without the key.
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether `text` is found in any of `haystacks`, ignoring case and accents ('karpat' finds 'Kärpät'). An empty
 * or blank text matches everything: a cleared search box shows the whole list.
 */
export const matchesSearch = (haystacks: readonly (string | undefined)[], text: string): boolean => {
  const needle = foldSearchText(text);
  if (needle === '') return true;
  return haystacks.some((haystack) => haystack !== undefined && foldSearchText(haystack).includes(needle));
};
