import { z } from 'zod';
import { telefonoSchema, texto, textoOpcional } from './campos';
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
