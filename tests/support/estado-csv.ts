// A bank statement as a bank exports it, for the suites that import one (no functions code here:
// the browser suites use it too).

export interface LineaCsv {
  fecha: string;
  concepto: string;
  referencia: string;
  cargo?: string;
  abono: string;
}

/** A statement as a bank exports it: header, then one row per line. */
export const estadoCsv = (lineas: LineaCsv[], separador = ',') =>
  [
    ['Fecha', 'Concepto', 'Referencia', 'Cargo', 'Abono'],
    ...lineas.map((l) => [l.fecha, l.concepto, l.referencia, l.cargo ?? '', l.abono]),
  ]
    .map((fila) =>
      fila.map((c) => (c.includes(separador) || c.includes('"') ? `"${c.replaceAll('"', '""')}"` : c)).join(separador),
    )
    .join('\r\n');
