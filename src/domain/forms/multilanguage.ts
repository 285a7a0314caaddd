import {
  defaultLanguage,
  eventLanguages,
  type EventLanguage,
  type LanguageValue,
  type MultilanguageValue,
} from './form-field';

// Spec 2 §3, §5: a multilanguage value is a list of {lang, value}; at least one language, each once,
// default en. The editor adds, removes and changes languages only through these, so the rule holds.

/** Languages not yet used by the value, in the spec's order (fi, en, fr, es, ru, ee). */
export const unusedLanguages = (value: MultilanguageValue): readonly EventLanguage[] =>
  eventLanguages.filter((lang) => !value.some((item) => item.lang === lang));

/** A value read from anywhere: a list of {lang, value} as is, a plain text as the default language's. */
export const asMultilanguage = (value: unknown): MultilanguageValue => {
  if (Array.isArray(value)) {
    return value.filter(
      (item): item is LanguageValue =>
        typeof item === 'object' &&
        item !== null &&
        eventLanguages.some((lang) => lang === (item as LanguageValue).lang) &&
        typeof (item as LanguageValue).value === 'string',
    );
  }
  return [{ lang: defaultLanguage, value: typeof value === 'string' ? value : '' }];
};

/** Adds the first unused language (en first when free); unchanged when all six are used. */
export const addLanguage = (value: MultilanguageValue): MultilanguageValue => {
  const free = unusedLanguages(value);
  const next = free.includes(defaultLanguage) ? defaultLanguage : free[0];
  return next === undefined ? value : [...value, { lang: next, value: '' }];
};

/** Removes one entry; the last one stays (at least one language). */
export const removeLanguage = (value: MultilanguageValue, index: number): MultilanguageValue =>
  value.length <= 1 ? value : value.filter((_, at) => at !== index);

/** Changes an entry's language; refused (unchanged) when another entry already has it. */
export const changeLanguage = (value: MultilanguageValue, index: number, lang: EventLanguage): MultilanguageValue =>
  value.some((item, at) => at !== index && item.lang === lang)
    ? value
    : value.map((item, at) => (at === index ? { ...item, lang } : item));

export const changeText = (value: MultilanguageValue, index: number, text: string): MultilanguageValue =>
  value.map((item, at) => (at === index ? { ...item, value: text } : item));
