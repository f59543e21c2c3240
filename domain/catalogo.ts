import './zod';
import { z } from 'zod';
import { correoSchema, docIdSchema, rfcOpcional, telefonoSchema, texto, textoLibre, textoOpcional } from './campos';
import { leerPesos, MAX_CENTAVOS } from './money';

export { MAX_CENTAVOS };

export const TIPOS_PROVEEDOR = ['sim', 'recarga', 'ambos'] as const;
export type TipoProveedor = (typeof TIPOS_PROVEEDOR)[number];
export const TIPO_PROVEEDOR_LABELS: Record<TipoProveedor, string> = { sim: 'SIM', recarga: 'Recargas', ambos: 'Ambos' };

export const TIPOS_PRODUCTO = ['sim', 'recarga', 'saldo'] as const;
export type TipoProducto = (typeof TIPOS_PRODUCTO)[number];
export const TIPO_PRODUCTO_LABELS: Record<TipoProducto, string> = { sim: 'SIM', recarga: 'Recarga', saldo: 'Saldo' };

/** The carriers a new installation starts with; the admin can add more. */
export const OPERADORES_INICIALES = ['Telcel', 'Movistar', 'AT&T', 'Bait', 'Unefon', 'Virgin Mobile'];

/** The key that makes supplier names unique (the rules check it equals this). */
export const nombreClave = (nombre: string) => nombre.trim().toLowerCase();

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

const productoFields = z.object({
  nombre: texto('El nombre', 120),
  tipo: z.enum(TIPOS_PRODUCTO, { error: 'Elija el tipo de producto' }),
  operador: texto('El operador', 40),
  proveedorId: docIdSchema('El proveedor'),
  sku: z.string().trim().toUpperCase().regex(SKU_PATTERN, 'El SKU debe tener de 3 a 40 letras, números o guiones'),
  costo: pesos('El costo'),
  precio: pesos('El precio'),
  // Empty for SIMs and saldo; a recarga's missing amount gets its own message below.
  monto: pesos('El monto', { vacioEsCero: true }),
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

export const productoSchema = productoFields
  .refine((p) => p.tipo !== 'recarga' || p.monto > 0, {
    message: 'Una recarga necesita su monto de tiempo aire',
    path: ['monto'],
    // Checked as soon as tipo and monto are valid, together with the other fields' messages.
    when: ({ value }) => {
      const { tipo, monto } = (value ?? {}) as { tipo?: unknown; monto?: unknown };
      return typeof tipo === 'string' && typeof monto === 'number';
    },
  })
  .transform((p) => ({ ...p, monto: p.tipo === 'recarga' ? p.monto : 0 }));
export type ProductoInput = z.input<typeof productoSchema>;
export type Producto = z.output<typeof productoSchema>;

/** Margin of a price over its cost, in centavos and percent of the price. */
export function margen(costo: number, precio: number): { centavos: number; porcentaje: number | null } {
  const centavos = precio - costo;
  return { centavos, porcentaje: precio > 0 ? Math.round((centavos / precio) * 1000) / 10 : null };
}

export interface VistaCatalogo {
  nombre: string;
  tipo: TipoProducto;
  operador: string;
  precio: number;
  monto: number;
  vigenciaDias?: number;
  estatus: boolean;
}

/** What clients may see of a product (catalogo/{sku}): never its cost, supplier or stock. */
export function vistaCatalogo(producto: VistaCatalogo): VistaCatalogo {
  const { nombre, tipo, operador, precio, monto, vigenciaDias, estatus } = producto;
  return { nombre, tipo, operador, precio, monto, ...(vigenciaDias ? { vigenciaDias } : {}), estatus };
}
