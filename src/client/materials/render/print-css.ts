/** The printed page a teacher hands out: serif text, no app chrome, sections kept whole, answer keys apart. */
export const PRINT_CSS = `
  @page { margin: 18mm 16mm; }
  * { box-sizing: border-box; }
  body { margin: 0; color: #1b1b1b; background: #fff; font: 12pt/1.5 Georgia, "EB Garamond", "Times New Roman", serif; }
  main { max-width: 46rem; margin: 0 auto; padding: 1.5rem; }
  header { border-bottom: 2px solid #b08d3c; padding-bottom: 0.75rem; margin-bottom: 1rem; }
  .badge { display: inline-block; border: 1px solid #b08d3c; border-radius: 999px; padding: 0.1rem 0.6rem; font: 600 9pt/1.4 system-ui, sans-serif; color: #6b5420; letter-spacing: 0.02em; }
  .category { margin-left: 0.5rem; font: 9pt system-ui, sans-serif; color: #666; }
  h1 { font-size: 20pt; margin: 0.5rem 0 0.25rem; }
  .description { margin: 0; color: #444; font-style: italic; }
  article h2 { font-size: 17pt; margin: 1.2rem 0 0.4rem; }
  article h3 { font-size: 14pt; margin: 1.2rem 0 0.4rem; border-bottom: 1px solid #ddd; padding-bottom: 0.2rem; break-after: avoid; page-break-after: avoid; }
  article h4 { font-size: 12pt; margin: 0.8rem 0 0.3rem; }
  article h3.answer-key { break-before: page; page-break-before: always; }
  article h3.answer-key ~ * { font-size: 11pt; }
  blockquote { margin: 0.5rem 0; padding: 0.3rem 0.8rem; border-left: 3px solid #b08d3c; font-style: italic; background: #faf6ec; }
  .insight { border: 1px solid #d9c48f; background: #fbf5e4; padding: 0.4rem 0.7rem; border-radius: 4px; }
  ul, ol { padding-left: 1.5rem; }
  li { margin: 0.2rem 0; break-inside: avoid; page-break-inside: avoid; }
  p, blockquote, table, .insight { break-inside: avoid; page-break-inside: avoid; }
  table { width: 100%; border-collapse: collapse; margin: 0.5rem 0; font-size: 10.5pt; }
  th, td { border: 1px solid #bbb; padding: 0.3rem 0.45rem; vertical-align: top; text-align: left; }
  th { background: #f2ede0; }
  footer { margin-top: 2rem; border-top: 1px solid #ccc; padding-top: 0.5rem; font: 9pt system-ui, sans-serif; color: #555; }
  @media print { main { padding: 0; } a { color: inherit; text-decoration: none; } }
`;
