import './zod';
import { z } from 'zod';
import { docIdSchema, motivoSchema, textoOpcional } from './campos';
import { pesos } from './catalogo';
import { formatMoney, MAX_CENTAVOS } from './money';
import { recargaIdSchema } from './recargas';

// A compra: a client buys saldo and SIMs from the business, or the business restocks SIMs from a
// supplier. Every approval or reception moves money and stock exactly once.

export const ORIGENES_COMPRA = ['cliente', 'proveedor'] as const;
export type OrigenCompra = (typeof ORIGENES_COMPRA)[number];

export const ESTADOS_COMPRA = ['pendiente', 'aprobada', 'rechazada', 'cancelada', 'recibida'] as const;
export type EstadoCompra = (typeof ESTADOS_COMPRA)[number];
export const ESTADO_COMPRA_LABELS: Record<EstadoCompra, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  cancelada: 'Cancelada',
  recibida: 'Recibida',
};

/** DESIGN.md, States: what each origin's compra can become from each state. */
export const TRANSICIONES_COMPRA: Record<OrigenCompra, Partial<Record<EstadoCompra, readonly EstadoCompra[]>>> = {
  cliente: { pendiente: ['aprobada', 'rechazada', 'cancelada'] },
  proveedor: { pendiente: ['recibida', 'cancelada'] },
};

export function puedePasarCompra(origen: OrigenCompra, de: EstadoCompra, a: EstadoCompra): boolean {
  return TRANSICIONES_COMPRA[origen][de]?.includes(a) ?? false;
}

export const METODOS_PAGO = ['transferencia', 'deposito', 'efectivo', 'saldo'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];
export const METODO_PAGO_LABELS: Record<MetodoPago, string> = {
  transferencia: 'Transferencia',
  deposito: 'Depósito',
  efectivo: 'Efectivo',
  saldo: 'Saldo',
};
/** A bank payment is checked by its reference; cash and saldo have none. */
export const PAGO_CON_REFERENCIA: readonly MetodoPago[] = ['transferencia', 'deposito'];

/**
 * The key a payment reference is claimed by: its letters without their accents and its digits, in
 * capitals. Case, spaces, the separators a reference admits (. _ -), accents and compatibility
 * forms (full-width ＳＰＥＩ１２３) do not make a new reference: "SPEI-123", "spei 123", "SPÉI.123"
 * are one payment, approved once. Made only of letters and digits, it is always a document id
 * Firestore takes. Keys written by older builds get this one from `npm run migrar-referencias`.
 */
export const claveReferencia = (referencia: string) =>
  referencia
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toUpperCase();

/**
 * Whether a reference keys to the letters A–Z and digits 0–9 that a bank prints: a Cyrillic Р or
 * Е, a Latin small capital ᴘ or a Bengali ০ looks like one of them on screen, and would make
 * "SPEI-123" a new reference for a transfer already credited. Accents and full-width forms fold.
 */
export const referenciaLegible = (referencia: string) => /^[A-Z0-9]+$/.test(claveReferencia(referencia));

const REFERENCIA_ADMITE =
  'La referencia admite letras latinas (con o sin acento), números, espacios, punto, guion y guion bajo';

/**
 * Whether a refusal is the server's 409 to an approval whose payment reference an approved compra
 * already used ("La referencia SPEI 123 ya se usó en la compra C-000007"): it names that compra,
 * and is the reason the admin is offered to reject this one with.
 */
export const esReferenciaYaUsada = (mensaje: string) => /^La referencia .+ ya se usó en la compra \S+$/su.test(mensaje);

export const folioCompra = (origen: OrigenCompra, n: number) =>
  `${origen === 'cliente' ? 'C' : 'P'}-${String(n).padStart(6, '0')}`;

export const MAX_PARTIDAS = 50;
/**
 * A client's compras waiting for the admin, at most: a shop buys a few times a week and the admin
 * reviews them the same day, while a script or a stuck button could fill the admin's queue.
 */
export const MAX_COMPRAS_PENDIENTES = 20;
export const demasiadasPendientes = (n: number) =>
  `Ya tiene ${n} compras pendientes: espere a que el administrador las revise, o cancele alguna antes de pedir otra`;
export const MAX_CANTIDAD = 10_000;

const cantidad = z
  .number({ error: 'La cantidad debe ser un número' })
  .int('La cantidad debe ser un número entero')
  .positive('La cantidad debe ser mayor que cero')
  .max(MAX_CANTIDAD, `La cantidad admite como máximo ${MAX_CANTIDAD}`);

const centavos = (campo: string) =>
  z
    .number({ error: `${campo} debe ser un número de centavos` })
    .int(`${campo} debe ser un número entero de centavos`)
    .positive(`${campo} debe ser mayor que cero`)
    .max(MAX_CENTAVOS, `${campo} es demasiado grande`);

const referencia = z
  .string()
  .trim()
  // An accent typed as a letter and a combining mark is the letter it shows.
  .normalize('NFC')
  .max(60, 'La referencia admite como máximo 60 caracteres')
  .regex(/^[\p{L}\p{N} ._-]*$/u, REFERENCIA_ADMITE)
  .refine((value) => !value || /[\p{L}\p{N}]/u.test(value), 'La referencia debe tener al menos una letra o un número')
  .refine((value) => !value || !/[\p{L}\p{N}]/u.test(value) || referenciaLegible(value), REFERENCIA_ADMITE)
  .transform((value) => value || undefined)
  .optional();

const pago = {
  metodoPago: z.enum(METODOS_PAGO, { error: 'Elija el método de pago' }),
  referencia,
  notas: textoOpcional('Las notas', 500),
};

const conReferencia = <T extends { metodoPago: MetodoPago; referencia?: string }>(compra: T) =>
  !PAGO_CON_REFERENCIA.includes(compra.metodoPago) || Boolean(compra.referencia);
const REFERENCIA_FALTA = { message: 'Escriba la referencia del pago', path: ['referencia'] };

/** POST /api/compras/crear by a client: SIMs at the catalogue's price and/or saldo at face value. */
export const compraClienteSchema = z
  .object({
    origen: z.literal('cliente'),
    id: recargaIdSchema,
    partidas: z
      .array(z.object({ productoId: docIdSchema('El producto'), cantidad }), { error: 'Las partidas no son válidas' })
      .max(MAX_PARTIDAS, `Como máximo ${MAX_PARTIDAS} productos por compra`),
    saldo: centavos('El saldo').optional(),
    /**
     * The total the client was shown when it sent the compra. When the server's differs (a SIM's
     * price changed while the form stood open), nothing is written and the answer says so.
     */
    total: z
      .number({ error: 'El total debe ser un número de centavos' })
      .int('El total debe ser un número entero de centavos')
      .min(0, 'El total no puede ser negativo')
      .optional(),
    ...pago,
  })
  .refine((c) => c.partidas.length > 0 || c.saldo, { message: 'La compra está vacía', path: ['partidas'] })
  .refine(conReferencia, REFERENCIA_FALTA)
  .refine((c) => c.metodoPago !== 'saldo' || !c.saldo, {
    message: 'El saldo no se compra con saldo: elija otro método de pago',
    path: ['metodoPago'],
  });
export type CompraCliente = z.infer<typeof compraClienteSchema>;

/** The answer (409) to a compra sent with a total that is no longer its total. */
export const totalCambiado = (visto: number, actual: number) =>
  `El total de esta compra cambió: ahora suma ${formatMoney(actual)}, no ${formatMoney(visto)}. Revise los precios y envíela otra vez.`;

/** POST /api/compras/crear by an admin: a restock of SIMs at the supplier's cost. */
export const compraProveedorSchema = z
  .object({
    origen: z.literal('proveedor'),
    id: recargaIdSchema,
    proveedorId: docIdSchema('El proveedor'),
    partidas: z
      .array(z.object({ productoId: docIdSchema('El producto'), cantidad, costoUnitario: centavos('El costo') }), {
        error: 'Las partidas no son válidas',
      })
      .min(1, 'La compra está vacía')
      .max(MAX_PARTIDAS, `Como máximo ${MAX_PARTIDAS} productos por compra`),
    ...pago,
  })
  .refine(conReferencia, REFERENCIA_FALTA);
export type CompraProveedor = z.infer<typeof compraProveedorSchema>;

// The "Nueva compra" and "Nuevo reabasto" forms as typed: text in every field, and each field's
// own error under it in a shop's words ("Use punto para los decimales" for "150,50"); what they
// send is then checked again by the schemas above, as the server does.

const cantidadTecleada = z.string().trim().min(1, 'Escriba la cantidad').transform(Number).pipe(cantidad);

export const compraFormSchema = z
  .object({
    origen: z.enum(ORIGENES_COMPRA),
    proveedorId: z.string(),
    partidas: z
      .array(z.object({ productoId: z.string(), cantidad: z.string(), costo: z.string() }))
      .max(MAX_PARTIDAS, `Como máximo ${MAX_PARTIDAS} productos por compra`),
    saldo: z.string(),
    metodoPago: z.enum(METODOS_PAGO, { error: 'Elija el método de pago' }),
    referencia: z.string(),
    notas: z.string(),
  })
  // Every field checked here, in one pass, so that all of them show their errors at once (a
  // refinement after a failed field would not run).
  .transform((f, ctx) => {
    const leer = (texto: string, campo: string, path: (string | number)[]) => {
      const leido = pesos(campo).safeParse(texto);
      if (leido.success && leido.data > 0) return leido.data;
      const message = leido.success ? `${campo} debe ser mayor que cero` : leido.error.issues[0].message;
      ctx.addIssue({ code: 'custom', message, path });
      return 0;
    };
    const proveedor = f.origen === 'proveedor';
    if (proveedor && !f.proveedorId)
      ctx.addIssue({ code: 'custom', message: 'Elija el proveedor', path: ['proveedorId'] });
    const partidas = f.partidas.map((p, i) => {
      if (!p.productoId)
        ctx.addIssue({ code: 'custom', message: 'Elija el chip', path: ['partidas', i, 'productoId'] });
      const cantidadLeida = cantidadTecleada.safeParse(p.cantidad);
      if (!cantidadLeida.success) {
        const { message } = cantidadLeida.error.issues[0];
        ctx.addIssue({ code: 'custom', message, path: ['partidas', i, 'cantidad'] });
      }
      return {
        productoId: p.productoId,
        cantidad: cantidadLeida.success ? cantidadLeida.data : 0,
        ...(proveedor ? { costoUnitario: leer(p.costo, 'El costo', ['partidas', i, 'costo']) } : {}),
      };
    });
    const saldo = !proveedor && f.saldo.trim() ? leer(f.saldo, 'El saldo', ['saldo']) : undefined;
    if (!proveedor && !partidas.length && saldo === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Escriba el saldo o agregue chips', path: ['saldo'] });
    }
    return { ...f, partidas, saldo };
  });
export type CompraFormInput = z.input<typeof compraFormSchema>;
export type CompraForm = z.output<typeof compraFormSchema>;

export const crearCompraSchema = z.discriminatedUnion('origen', [compraClienteSchema, compraProveedorSchema], {
  error: 'Indique si la compra es de un cliente o a un proveedor',
});

export const compraIdSchema = z.object({ id: docIdSchema('La compra') });
export const rechazarCompraSchema = z.object({
  id: docIdSchema('La compra'),
  motivo: motivoSchema,
});
/** The "Motivo del rechazo" field as typed: the endpoint's own rule for the reason, checked before sending. */
export const rechazarCompraFormSchema = rechazarCompraSchema.pick({ motivo: true });
export type RechazarCompraForm = z.infer<typeof rechazarCompraFormSchema>;

export interface Partida {
  productoId: string;
  nombre: string;
  tipo: 'sim' | 'saldo';
  cantidad: number;
  /** Centavos: the catalogue's precio (client), the supplier's cost (restock), or the saldo amount. */
  precioUnitario: number;
}

/** The partida that credits saldo: its amount at face value. */
export const partidaSaldo = (monto: number): Partida => ({
  productoId: 'saldo',
  nombre: 'Saldo para recargas',
  tipo: 'saldo',
  cantidad: 1,
  precioUnitario: monto,
});

export const totalPartidas = (partidas: readonly Partida[]) =>
  partidas.reduce((total, p) => total + p.cantidad * p.precioUnitario, 0);

/** What every /api/compras/* call answers. */
export interface CompraRespuesta {
  id: string;
  folio: string;
  origen: OrigenCompra;
  estado: EstadoCompra;
  total: number;
  /** True when the request found the compra already in the state it asked for. */
  yaEstaba?: boolean;
  /** The client's saldo after the transition, for a client compra. */
  saldo?: number;
}

export { STOCK_BAJO, stockBajo } from './stock';
