import { describe, expect, it } from 'vitest';
import { isRegisteredOnly, pdfHref, pdfName, printRoute, saveRoute, sizeLabel } from './pdf-downloads.links.js';

describe('PDF routes (A§2)', () => {
  const src = '/files/pdf/full report.pdf';
  it('sends registered-only downloads through the download route, signed out through auth-download', () => {
    expect(pdfHref(src, true, true)).toBe('#/download/%2Ffiles%2Fpdf%2Ffull%20report.pdf');
    expect(pdfHref(src, true, false)).toBe('#/auth-download/%2Ffiles%2Fpdf%2Ffull%20report.pdf');
  });
  it('opens PDFs of other pages through view-file, signed in or not', () => {
    expect(pdfHref(src, false, false)).toBe('#/view-file/%2Ffiles%2Fpdf%2Ffull%20report.pdf');
    expect(pdfHref(src, false, true)).toBe(pdfHref(src, false, false));
  });
  it('needs sign-in to print a registered-only page, and to save', () => {
    expect(printRoute(true, false)).toBe('#/auth-print');
    expect(printRoute(true, true)).toBeNull();
    expect(printRoute(false, false)).toBeNull();
    expect(saveRoute(false)).toBe('#/auth-save');
    expect(saveRoute(true)).toBe('#/save');
  });
  it('reads the access status as the CMS writes it', () => {
    expect(isRegisteredOnly(' Registered Users ')).toBe(true);
    expect(isRegisteredOnly('public')).toBe(false);
    expect(isRegisteredOnly('')).toBe(false);
  });
});

describe('labels (A§9)', () => {
  it.each([
    [0, '0 Bytes'], [1023, '1023 Bytes'], [1024, '1 KB'], [245_760, '240 KB'],
    [1024 * 1024 - 1, '1024 KB'], [1024 * 1024, '1 MB'], [1_572_864, '1.5 MB'],
  ])('%d bytes → %s', (bytes, label) => {
    const { value, unit } = sizeLabel(bytes);
    expect(`${value} ${unit}`).toBe(label);
  });
  it('names a PDF by its custom display name, else its name, else its file', () => {
    expect(pdfName({ src: '/a/b.pdf', name: 'Name', displayName: 'Shown' })).toBe('Shown');
    expect(pdfName({ src: '/a/b.pdf', name: 'Name', displayName: ' ' })).toBe('Name');
    expect(pdfName({ src: '/a/r%C3%A9sum%C3%A9.pdf?v=2' })).toBe('résumé.pdf');
  });
});
