/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { heading: string; blocks: LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** One sentence under the title saying what the page covers. */
  summary: string;
  sections: LegalSection[];
};
