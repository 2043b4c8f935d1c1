import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Placed {
  str: string;
  x: number;
  y: number;
}

/**
 * The text of each page of a PDF as pdf.js reads it, one string per printed line (pieces on the
 * same baseline, left to right, joined by " "), top to bottom.
 */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const placed: Placed[] = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
        : [],
    );
    const rows = new Map<number, Placed[]>();
    for (const piece of placed) {
      const key = [...rows.keys()].find((y) => Math.abs(y - piece.y) < 1.5) ?? piece.y;
      rows.set(key, [...(rows.get(key) ?? []), piece]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, pieces]) =>
          pieces
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.str.trim())
            .join(' '),
        ),
    );
  }
  await document.destroy();
  return pages;
}
