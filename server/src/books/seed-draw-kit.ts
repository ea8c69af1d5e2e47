// What the demo e-books' drawings share: the signature of a drawing (the box it fills on the page) and a small
// centred label.

export type Draw = (doc: PDFKit.PDFDocument, x: number, y: number, w: number, h: number) => void;

export function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size = 8, color = '#1f2933', width = 80) {
  doc
    .font('regular')
    .fontSize(size)
    .fillColor(color)
    .text(text, x - width / 2, y, { width, align: 'center', lineBreak: false });
}
