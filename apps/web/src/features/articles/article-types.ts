/** The article types (SPEC §2, the seed's cateid): what each one holds. */
export const ARTICLE = {
  guide: 1,
  privacy: 2,
  terms: 3,
  faq: 4,
  contact: 5,
  about: 7,
  responsible: 8,
} as const;
