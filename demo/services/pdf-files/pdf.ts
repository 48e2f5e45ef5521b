/**
 * Small, valid PDFs made on demand, byte for byte the same every time: the demo's article PDFs have
 * real page counts and sizes without binary files in git. Each page says its title and number;
 * an unreferenced filler stream brings the file to its exact size.
 */

const header = '%PDF-1.4\n';
const FILLER_LINE = 'mck-widgets demo PDF filler: this stream is not drawn; it gives the file its size.\n';

function assemble(title: string, pages: number, fillerLength: number): string {
  const safeTitle = title.replace(/[()\\]/g, '');
  const objects: string[] = [];
  const fontId = 3 + pages * 2;
  const pageIds = Array.from({ length: pages }, (_, i) => 3 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i += 1) {
    const content = `BT /F1 24 Tf 72 760 Td (${safeTitle}) Tj 0 -36 Td (Page ${i + 1} of ${pages}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const filler = FILLER_LINE.repeat(Math.ceil(fillerLength / FILLER_LINE.length)).slice(0, fillerLength);
  objects.push(`<< /Length ${filler.length} >>\nstream\n${filler}\nendstream`);
  let body = header;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/** A PDF of `pages` pages, `bytes` long when that is reachable (else the nearest it can be). */
export function demoPdf(title: string, pages: number, bytes: number): Buffer {
  let filler = Math.max(0, bytes - assemble(title, pages, 0).length);
  let text = assemble(title, pages, filler);
  // Digits of /Length and the offsets grow with the filler: a few corrections settle it.
  for (let i = 0; i < 5 && text.length !== bytes && filler >= 0; i += 1) {
    filler = Math.max(0, filler + bytes - text.length);
    text = assemble(title, pages, filler);
  }
  return Buffer.from(text, 'latin1');
}
