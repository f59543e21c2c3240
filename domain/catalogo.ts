import './zod';
import { z } from 'zod';
import { correoSchema, docIdSchema, rfcOpcional, telefonoSchema, texto, textoLibre, textoOpcional } from './campos';
import { leerPesos, MAX_CENTAVOS } from './money';

export { MAX_CENTAVOS };

export const TIPOS_PROVEEDOR = ['sim', 'recarga', 'ambos'] as const;
export type TipoProveedor = (typeof TIPOS_PROVEEDOR)[number];
export const TIPO_PROVEEDOR_LABELS: Record<TipoProveedor, string> = { sim: 'SIM', recarga: 'Recargas', ambos: 'Ambos' };

export const TIPOS_PRODUCTO = ['sim', 'recarga', 'paquete', 'saldo'] as const;
export type TipoProducto = (typeof TIPOS_PRODUCTO)[number];
export const TIPO_PRODUCTO_LABELS: Record<TipoProducto, string> = {
  sim: 'SIM',
  recarga: 'Recarga',
  paquete: 'Paquete',
  saldo: 'Saldo',
};

/**
 * What a shop sells at the counter through the carrier's gateway, charged to its saldo: top-ups of
 * airtime and paquetes (data, minutes, social networks for some days). Both carry `monto`, what the
 * person pays for it, on which the shop's commission is taken.
 */
export const TIPOS_DE_MOSTRADOR = ['recarga', 'paquete'] as const;
export type TipoDeMostrador = (typeof TIPOS_DE_MOSTRADOR)[number];
export const seVendeEnMostrador = (tipo: unknown): tipo is TipoDeMostrador =>
  TIPOS_DE_MOSTRADOR.some((t) => t === tipo);

/** The carriers a new installation starts with; the admin can add more. */
export const OPERADORES_INICIALES = ['Telcel', 'Movistar', 'AT&T', 'Bait', 'Unefon', 'Virgin Mobile'];

/** The capitals Spanish names carry beyond A–Z, each with its small letter. */
const MAYUSCULAS_ES: Record<string, string> = {
  Á: 'á',
  É: 'é',
  Í: 'í',
  Ó: 'ó',
  Ú: 'ú',
  Ü: 'ü',
  Ñ: 'ñ',
  À: 'à',
  È: 'è',
  Ì: 'ì',
  Ò: 'ò',
  Ù: 'ù',
};

/**
 * The key that makes supplier names unique, whatever their case: the name trimmed, A–Z and the
 * Spanish capitals lowered. firestore.rules computes the same (minusculasEs), whose lower() lowers
 * A–Z only, and refuses a record whose key differs: both must change together.
 */
export const nombreClave = (nombre: string) =>
  nombre
    .trim()
    .replace(/[A-Z]/g, (letra) => letra.toLowerCase())
    .replace(/[ÁÉÍÓÚÜÑÀÈÌÒÙ]/g, (letra) => MAYUSCULAS_ES[letra]);

export const proveedorSchema = z.object({
  // The name's key is a document id, which cannot hold "/".
  nombre: texto('El nombre', 120).refine((nombre) => !nombre.includes('/'), 'El nombre no puede contener "/"'),
  contacto: textoLibre('El contacto', 120),
  telefono: telefonoSchema,
  correo: correoSchema,
  rfc: rfcOpcional,
  tipo: z.enum(TIPOS_PROVEEDOR, { error: 'Elija el tipo de proveedor' }),
  notas: textoOpcional('Las notas', 1000),
});
export type ProveedorInput = z.input<typeof proveedorSchema>;
export type Proveedor = z.output<typeof proveedorSchema>;

/** An amount typed in pesos ("25.50"), stored as integer centavos. */
export const pesos = (campo: string, { vacioEsCero = false } = {}) =>
  z.string().transform((text, ctx) => {
    const leidos = vacioEsCero && !text.trim() ? { centavos: 0 } : leerPesos(text);
    if (!('centavos' in leidos)) {
      const message = leidos.error ?? `${campo}: escriba un importe en pesos, por ejemplo 25.50`;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const { centavos } = leidos;
    if (centavos < 0) {
      ctx.addIssue({ code: 'custom', message: `${campo} no puede ser negativo` });
      return z.NEVER;
    }
    if (centavos > MAX_CENTAVOS) {
      ctx.addIssue({ code: 'custom', message: `${campo} es demasiado grande` });
      return z.NEVER;
    }
    return centavos;
  });

export const SKU_PATTERN = /^[A-Z0-9-]{3,40}$/;

/** A paquete's data, in MB (1 GB = 1,000 MB, as carriers sell them): at most 1,000 GB. */
export const DATOS_MAX_MB = 1_000_000;
/** A paquete's minutes: at most 100,000. */
export const MINUTOS_MAX = 100_000;

/** A whole number typed in a form field: empty is 0; anything else a whole number from 0 to `max`. */
const entero = (mensaje: string, max: number) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (!text) return 0;
      const value = Number(text.replaceAll(',', ''));
      if (!Number.isInteger(value) || value < 0 || value > max) {
        ctx.addIssue({ code: 'custom', message: mensaje });
        return z.NEVER;
      }
      return value;
    });

const productoFields = z.object({
  nombre: texto('El nombre', 120),
  tipo: z.enum(TIPOS_PRODUCTO, { error: 'Elija el tipo de producto' }),
  operador: texto('El operador', 40),
  proveedorId: docIdSchema('El proveedor'),
  sku: z.string().trim().toUpperCase().regex(SKU_PATTERN, 'El SKU debe tener de 3 a 40 letras, números o guiones'),
  costo: pesos('El costo'),
  precio: pesos('El precio'),
  // Empty for SIMs and saldo; a recarga's or paquete's missing amount gets its own message below.
  monto: pesos('El monto', { vacioEsCero: true }),
  // A paquete's contents; dropped for every other type.
  datosMb: entero(`Los datos deben ser de 0 a ${DATOS_MAX_MB.toLocaleString('es-MX')} MB`, DATOS_MAX_MB),
  minutos: entero(`Los minutos deben ser de 0 a ${MINUTOS_MAX.toLocaleString('es-MX')}`, MINUTOS_MAX),
  redesSociales: z.boolean(),
  vigenciaDias: z
    .string()
    .trim()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const days = Number(text);
      if (!Number.isInteger(days) || days < 1 || days > 365) {
        ctx.addIssue({ code: 'custom', message: 'La vigencia debe ser de 1 a 365 días' });
        return z.NEVER;
      }
      return days;
    }),
});

// Checked as soon as tipo and the fields they read are valid, together with the other fields' messages.
const cuandoSean =
  (...campos: string[]) =>
  ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof (value as { tipo?: unknown } | undefined)?.tipo === 'string' &&
    !issues.some((issue) => campos.includes(String(issue.path?.[0])));

export const productoSchema = productoFields
  .refine((p) => p.tipo !== 'recarga' || p.monto > 0, {
    message: 'Una recarga necesita su monto de tiempo aire',
    path: ['monto'],
    when: cuandoSean('monto'),
  })
  .refine((p) => p.tipo !== 'paquete' || p.monto > 0, {
    message: 'Un paquete necesita su precio al público',
    path: ['monto'],
    when: cuandoSean('monto'),
  })
  .refine((p) => p.tipo !== 'paquete' || p.vigenciaDias !== undefined, {
    message: 'Un paquete necesita su vigencia en días',
    path: ['vigenciaDias'],
    when: cuandoSean('vigenciaDias'),
  })
  .refine((p) => p.tipo !== 'paquete' || p.datosMb > 0 || p.minutos > 0 || p.redesSociales, {
    message: 'Un paquete incluye datos, minutos o redes sociales',
    path: ['datosMb'],
    when: cuandoSean('datosMb', 'minutos', 'redesSociales'),
  })
  .transform(({ datosMb, minutos, redesSociales, ...p }) => ({
    ...p,
    monto: seVendeEnMostrador(p.tipo) ? p.monto : 0,
    ...(p.tipo === 'paquete' ? { datosMb, minutos, redesSociales } : {}),
  }));
export type ProductoInput = z.input<typeof productoSchema>;
export type Producto = z.output<typeof productoSchema>;

/** What a paquete includes, as stored on the product, its catalogue view and the top-ups sold of it. */
export interface ContenidoPaquete {
  datosMb?: number;
  minutos?: number;
  redesSociales?: boolean;
  vigenciaDias?: number;
}

/** "1.5 GB", "500 MB": data as carriers advertise it. */
export const formatDatos = (mb: number) =>
  mb >= 1000 ? `${(mb / 1000).toLocaleString('es-MX', { maximumFractionDigits: 2 })} GB` : `${mb} MB`;

/** The parts of a paquete a ticket and a chip list: "3 GB", "500 min", "Redes sociales incluidas". */
export function partesPaquete(p: ContenidoPaquete): string[] {
  return [
    ...(p.datosMb ? [formatDatos(p.datosMb)] : []),
    ...(p.minutos ? [`${p.minutos.toLocaleString('es-MX')} min`] : []),
    ...(p.redesSociales ? ['Redes sociales incluidas'] : []),
  ];
}

/** "Vigencia 15 días" (one day: "1 día"). */
export const formatVigencia = (dias: number) => `${dias} ${dias === 1 ? 'día' : 'días'}`;

/** Margin of a price over its cost, in centavos and percent of the price. */
export function margen(costo: number, precio: number): { centavos: number; porcentaje: number | null } {
  const centavos = precio - costo;
  return { centavos, porcentaje: precio > 0 ? Math.round((centavos / precio) * 1000) / 10 : null };
}

export interface VistaCatalogo extends ContenidoPaquete {
  nombre: string;
  tipo: TipoProducto;
  operador: string;
  precio: number;
  monto: number;
  estatus: boolean;
}

/** A paquete's contents as stored: only for a paquete, only what it has (the rules hold the same). */
export function contenidoDe(producto: { tipo: string } & ContenidoPaquete): ContenidoPaquete {
  const { vigenciaDias, datosMb, minutos, redesSociales } = producto;
  return {
    ...(vigenciaDias ? { vigenciaDias } : {}),
    ...(producto.tipo === 'paquete'
      ? { datosMb: datosMb ?? 0, minutos: minutos ?? 0, redesSociales: redesSociales === true }
      : {}),
  };
}

/** What clients may see of a product (catalogo/{sku}): never its cost, supplier or stock. */
export function vistaCatalogo(producto: VistaCatalogo): VistaCatalogo {
  const { nombre, tipo, operador, precio, monto, estatus } = producto;
  return { nombre, tipo, operador, precio, monto, ...contenidoDe(producto), estatus };
}
