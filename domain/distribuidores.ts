import './zod';
import { z } from 'zod';
import { telefonoSchema, texto, textoOpcional } from './campos';
import { plegarNombre } from './busqueda';
import { comisionTexto } from './comisiones';

/** A field seller. clienteId is the owner: a client's uid, or null for the business's own. */
export const distribuidorSchema = z.object({
  nombre: texto('El nombre', 120),
  telefono: telefonoSchema,
  correo: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => !value || z.email().safeParse(value).success, 'El correo no es válido')
    .transform((value) => value || undefined),
  zona: textoOpcional('La zona', 80),
  comision: comisionTexto,
});
export type DistribuidorInput = z.input<typeof distribuidorSchema>;
export type Distribuidor = z.output<typeof distribuidorSchema>;

/**
 * The key that makes a distributor's name unique among its owner's: case, accents, "/" and
 * repeated spaces folded. firestore.rules computes the same key (claveDistribuidor) and refuses
 * a record whose nombreClave differs, so both must change together.
 */
export function distribuidorClave(nombre: string): string {
  return plegarNombre(nombre).replace(/Ñ/g, 'ñ').replace(/[/ ]+/g, ' ');
}

/** Who owns a name claim: the client's uid, or this for the business's own distributors. */
export const DUENO_NEGOCIO = '_negocio';

/** The id of distribuidorNombres/{id}: one per owner and name key. */
export const distribuidorClaimId = (clienteId: string | null, clave: string) =>
  `${clienteId ?? DUENO_NEGOCIO}:${clave}`;
