import './zod';
import { z } from 'zod';
import { claveReferencia } from './compras';
import { texto, textoLibre } from './campos';
import { formatMoney, MAX_CENTAVOS } from './money';

// Reconciling a bank statement: each line of the statement, as the admin's mapping
// reads it, is classified against the pending purchases, the purchases already credited and the
// clients' deposit references, the same way for the preview (POST /api/conciliacion/previa) and
// for applying it (POST /api/conciliacion/aplicar), which classifies again before anything moves.

/** One line of a bank statement: a deposit (abono > 0) or anything else (abono 0). */
export const lineaBancoSchema = z.object({
  /** Its line in the file (the header is line 1). */
  fila: z.number().int().min(2).max(1_000_000),
  fecha: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha de la línea no es válida'),
  concepto: textoLibre('El concepto', 300),
  abono: z
    .number({ error: 'El abono debe ser un número de centavos' })
    .int('El abono debe ser un número entero de centavos')
    .min(0, 'El abono no puede ser negativo')
    .max(MAX_CENTAVOS, 'El abono es demasiado grande'),
  referencia: textoLibre('La referencia bancaria', 60),
});
export type LineaBanco = z.output<typeof lineaBancoSchema>;

/**
 * Lines per request: a preview or an application is sent in parts of this size (an application's
 * part ends well inside the API's 60 s even when its saldos are busy).
 */
export const LINEAS_POR_PREVIA = 500;
export const LINEAS_POR_APLICACION = 25;

/**
 * A request's lines, each fila once: a line's result names it by its fila, so a fila sent twice
 * would leave the result of one line to be read with another line's date, amount and reference.
 */
const lineasSchema = (min: number, max: number) =>
  z
    .array(lineaBancoSchema, { error: 'Las líneas no son válidas' })
    .min(min)
    .max(max)
    .superRefine((lineas, ctx) => {
      const vistas = new Set<number>();
      const repetidas = new Set<number>();
      lineas.forEach(({ fila }, i) => {
        if (vistas.has(fila) && !repetidas.has(fila)) {
          repetidas.add(fila);
          ctx.addIssue({ code: 'custom', message: `La fila ${fila} aparece dos veces`, path: [i, 'fila'] });
        }
        vistas.add(fila);
      });
    });

export const previaSchema = z.object({
  lineas: lineasSchema(1, LINEAS_POR_PREVIA),
});

export const importacionSchema = z.object({
  /** The import's own key, the same for each of its parts (a uuid the browser makes). */
  id: z.string().regex(/^[0-9a-f-]{36}$/i, 'La clave de la importación no es válida'),
  archivo: textoLibre('El nombre del archivo', 200).pipe(z.string().min(1, 'Falta el nombre del archivo')),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'La huella del archivo no es válida'),
  /** Lines the file has (its deposits and the rest). */
  lineas: z.number().int().min(1).max(1_000_000),
  banco: textoLibre('El banco', 60),
});

export const aplicarSchema = z.object({
  importacion: importacionSchema,
  /** Which part of the import this is (0, 1, …): a part sent again counts once. */
  parte: z.number().int().min(0).max(10_000),
  lineas: lineasSchema(0, LINEAS_POR_APLICACION),
  /** The last part: the import's log entry is written with it. */
  fin: z.boolean(),
});

export const CATEGORIAS = [
  'compra',
  'saldo',
  'importe-distinto',
  'desconocida',
  'ya-acreditado',
  'no-deposito',
] as const;
export type Categoria = (typeof CATEGORIAS)[number];
export const CATEGORIA_LABELS: Record<Categoria, string> = {
  compra: 'Aprueba una compra',
  saldo: 'Abona saldo a un cliente',
  'importe-distinto': 'Importe distinto',
  desconocida: 'Referencia desconocida',
  'ya-acreditado': 'Ya acreditado',
  'no-deposito': 'No es depósito',
};
/** What applying moves: the rest stays listed for the admin to handle by hand. */
export const APLICABLES: readonly Categoria[] = ['compra', 'saldo'];

export interface ResultadoLinea {
  fila: number;
  categoria: Categoria;
  abono: number;
  /** The compra it approves or names. */
  compraId?: string;
  folio?: string;
  clienteId?: string;
  clienteNombre?: string;
  /** Why, in Spanish. */
  motivo: string;
}

/** A client purchase waiting for its bank payment, or one already credited. */
export interface CompraCandidata {
  id: string;
  folio: string;
  clienteId: string;
  clienteNombre: string;
  total: number;
  /** Its payment reference's key (claveReferencia). */
  clave: string;
}

export interface Candidatos {
  pendientes: CompraCandidata[];
  aprobadas: CompraCandidata[];
  /** Client by deposit reference (RC…): only active clients. */
  clientes: Map<string, { clienteId: string; nombre: string }>;
  /** Bank lines already credited, by their key, with the compra that credited them. */
  reclamadas: Map<string, { folio: string }>;
}

/** A payment reference shorter than this is not looked for in a concepto: too many would hold it. */
export const CLAVE_MINIMA = 5;

/**
 * The key a bank line is claimed by once credited: its date, its amount and the bank's reference
 * (without one, the start of its concepto), so the same line in two files, or the same file twice,
 * is one deposit. Letters and digits only after the date, whole characters: a cut that would split
 * a character written as two UTF-16 units keeps neither half. It can be longer than a document id
 * may be: the claim's id is bounded where it is named (functions/src/conciliacion/candidatos.ts).
 */
export function claveLinea(l: Pick<LineaBanco, 'fecha' | 'abono' | 'referencia' | 'concepto'>): string {
  const referencia = claveReferencia(l.referencia);
  const concepto = claveReferencia(l.concepto)
    .slice(0, 200)
    .replace(/[\uD800-\uDBFF]$/, '');
  return `${l.fecha}_${l.abono}_${referencia ? `R${referencia}` : `C${concepto}`}`;
}

/** The candidate whose reference the concepto holds, the longest one if several do. */
function contenida(concepto: string, compras: CompraCandidata[]): CompraCandidata | undefined {
  let mejor: CompraCandidata | undefined;
  for (const c of compras) {
    if (c.clave.length >= CLAVE_MINIMA && concepto.includes(c.clave) && c.clave.length > (mejor?.clave.length ?? 0)) {
      mejor = c;
    }
  }
  return mejor;
}

/**
 * Each line's category, in order: not a deposit; its line already credited; a pending compra's
 * reference (its amount equal: approve it; otherwise "importe distinto"); a reference a compra
 * already used ("ya acreditado"); a client's deposit reference (its saldo credited); else unknown.
 * A line, or a compra, that appears twice counts once: the later one is "ya acreditado".
 */
export function clasificar(
  lineas: LineaBanco[],
  c: Candidatos,
  referenciasDe: (concepto: string) => string[],
): ResultadoLinea[] {
  const lineasVistas = new Map<string, number>();
  const comprasVistas = new Map<string, number>();
  return lineas.map((l): ResultadoLinea => {
    const base = { fila: l.fila, abono: l.abono };
    if (l.abono <= 0) return { ...base, categoria: 'no-deposito', motivo: 'La línea no tiene abono' };
    const clave = claveLinea(l);
    const reclamada = c.reclamadas.get(clave);
    if (reclamada) {
      return {
        ...base,
        categoria: 'ya-acreditado',
        folio: reclamada.folio,
        motivo: `Ya se acreditó en la compra ${reclamada.folio}`,
      };
    }
    const repetida = lineasVistas.get(clave);
    if (repetida) return { ...base, categoria: 'ya-acreditado', motivo: `Es la misma línea que la ${repetida}` };
    lineasVistas.set(clave, l.fila);
    const concepto = claveReferencia(`${l.concepto} ${l.referencia}`);
    const pendiente = contenida(concepto, c.pendientes);
    if (pendiente) {
      const compra = {
        compraId: pendiente.id,
        folio: pendiente.folio,
        clienteId: pendiente.clienteId,
        clienteNombre: pendiente.clienteNombre,
      };
      if (pendiente.total !== l.abono) {
        return {
          ...base,
          ...compra,
          categoria: 'importe-distinto',
          motivo: `La compra ${pendiente.folio} es de ${formatMoney(pendiente.total)}; el depósito, de ${formatMoney(l.abono)}`,
        };
      }
      const antes = comprasVistas.get(pendiente.id);
      if (antes)
        return {
          ...base,
          ...compra,
          categoria: 'ya-acreditado',
          motivo: `La compra ${pendiente.folio} ya se acredita con la línea ${antes}`,
        };
      comprasVistas.set(pendiente.id, l.fila);
      return {
        ...base,
        ...compra,
        categoria: 'compra',
        motivo: `Aprueba la compra ${pendiente.folio} de ${pendiente.clienteNombre}`,
      };
    }
    const usada = contenida(concepto, c.aprobadas);
    if (usada) {
      return {
        ...base,
        compraId: usada.id,
        folio: usada.folio,
        clienteId: usada.clienteId,
        clienteNombre: usada.clienteNombre,
        categoria: 'ya-acreditado',
        motivo: `Su referencia ya se usó en la compra ${usada.folio}`,
      };
    }
    const cliente = referenciasDe(`${l.concepto} ${l.referencia}`)
      .map((ref) => c.clientes.get(ref))
      .find(Boolean);
    if (cliente) {
      return {
        ...base,
        clienteId: cliente.clienteId,
        clienteNombre: cliente.nombre,
        categoria: 'saldo',
        motivo: `Abona ${formatMoney(l.abono)} al saldo de ${cliente.nombre}`,
      };
    }
    return {
      ...base,
      categoria: 'desconocida',
      motivo: 'No trae la referencia de una compra pendiente ni la de un cliente',
    };
  });
}

/** The preview of a whole file, sent in parts: a line or compra repeated across parts counts once. */
export function unirPartes(partes: ResultadoLinea[][], claves: Map<number, string>): ResultadoLinea[] {
  const lineas = new Map<string, number>();
  const compras = new Map<string, number>();
  return partes.flat().map((r) => {
    if (!APLICABLES.includes(r.categoria)) return r;
    const clave = claves.get(r.fila) ?? '';
    const linea = lineas.get(clave);
    if (linea) return { ...r, categoria: 'ya-acreditado', motivo: `Es la misma línea que la ${linea}` };
    lineas.set(clave, r.fila);
    if (r.categoria === 'compra' && r.compraId) {
      const antes = compras.get(r.compraId);
      if (antes)
        return {
          ...r,
          categoria: 'ya-acreditado',
          motivo: `La compra ${r.folio} ya se acredita con la línea ${antes}`,
        };
      compras.set(r.compraId, r.fila);
    }
    return r;
  });
}

/** How one line of an application ended. */
export interface AplicacionLinea {
  fila: number;
  estado: 'aplicada' | 'ya-acreditada' | 'no-aplicada';
  /** Credited now (centavos). */
  monto: number;
  folio?: string;
  mensaje: string;
}

/** The import as the last part answers it, and as its log entry records it. */
export interface ResumenImportacion {
  archivo: string;
  sha256: string;
  lineas: number;
  coincidencias: number;
  aplicadas: number;
  total: number;
}

/**
 * The most UTF-8 bytes a bank's key (claveReferencia) may take: the mapping is kept under it as a
 * field of config/conciliacion, whose path ("mapeos." and the key, quoted) Firestore bounds at 1,500
 * bytes. 60 letters of a common alphabet take far less; 60 that each normalise into many (U+FDFA
 * into 18) would not fit.
 */
const CLAVE_BANCO_BYTES_MAX = 1_000;

/** POST /api/conciliacion/mapeo: which header holds each field in this bank's statements. */
export const mapeoBancoSchema = z.object({
  banco: texto('El banco', 60)
    .refine((banco) => /[\p{L}\p{N}]/u.test(banco), 'El banco debe tener letras o números')
    .refine(
      (banco) => new TextEncoder().encode(claveReferencia(banco)).length <= CLAVE_BANCO_BYTES_MAX,
      'El nombre del banco es demasiado largo: escríbalo con letras y números comunes',
    ),
  columnas: z.object({
    fecha: texto('La columna de fecha', 100),
    concepto: texto('La columna de concepto', 100),
    abono: texto('La columna de abono', 100),
    referencia: textoLibre('La columna de referencia', 100),
  }),
});
export type MapeoBanco = z.output<typeof mapeoBancoSchema>;
