import { ToWords } from 'to-words';

// Indian numbering (lakh, crore) and the rupee with its paise, by the to-words library.
const toWords = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } });

/** 12218580 paise: "One Lakh Twenty Two Thousand One Hundred Eighty Five Rupees And Eighty Paise Only". */
export function rupeesInWords(paise: number): string {
  return toWords.convert(paise / 100);
}
