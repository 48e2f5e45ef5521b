import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../server/testing.js';
import { DEMO_PDFS, PDF_PATH } from './catalogue.js';
import { demoPdf } from './pdf.js';

describe('demo PDFs', () => {
  it.each(Object.entries(DEMO_PDFS))('%s has its page count and exact size, the same every time', (_name, spec) => {
    const pdf = demoPdf(spec.title, spec.pages, spec.bytes);
    expect(pdf.length).toBe(spec.bytes);
    expect(pdf.equals(demoPdf(spec.title, spec.pages, spec.bytes))).toBe(true);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain(`/Count ${spec.pages} >>`);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(spec.pages);
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const text = demoPdf('T', 2, 2000).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  });

  it('serves them as PDFs, and 404 for any other name', async () => {
    const app = createTestApp();
    const res = await app.request(`${PDF_PATH}/summary-de.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await res.arrayBuffer()).byteLength).toBe(DEMO_PDFS['summary-de.pdf']!.bytes);
    for (const name of ['nope.pdf', '..%2Fpackage.json', 'constructor']) {
      expect((await app.request(`${PDF_PATH}/${name}`)).status).toBe(404);
    }
  });
});
