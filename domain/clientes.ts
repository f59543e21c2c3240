import './zod';
import { z } from 'zod';
import { searchTokens } from './busqueda';
import { CORREO_MAX, correoSchema, textoLibre } from './campos';
import { comisionesFormSchema, comisionesSchema } from './comisiones';
import { clienteAltaSchema, confirmarSchema, passwordConfirmada, passwordSchema, uidSchema } from './usuarios';

/** What Clientes' search finds a client by: business name, contact, login e-mail and phone. */
export function busquedaCliente(cliente: { nombre: string; contacto: string; correo: string; telefono: string }) {
  return searchTokens(cliente.nombre, cliente.contacto, cliente.correo, cliente.telefono);
}

/** POST /api/clientes/editar: everything but saldo (server-only) and the login e-mail. */
export const editarClienteSchema = clienteAltaSchema.extend({ uid: uidSchema, comisiones: comisionesSchema });
export type EditarClienteBody = z.output<typeof editarClienteSchema>;

/** The client form's business fields, commissions typed as text and read into numbers. */
const clienteCampos = clienteAltaSchema.extend({ comisiones: comisionesFormSchema });

/** "Nuevo cliente": the client's data plus its login (role user), created in one step by /api/register. */
export const nuevoClienteSchema = clienteCampos
  .extend({ correo: correoSchema, password: passwordSchema, confirmar: confirmarSchema })
  .refine(passwordConfirmada.check, passwordConfirmada.params);
export type NuevoClienteInput = z.input<typeof nuevoClienteSchema>;
export type NuevoCliente = z.output<typeof nuevoClienteSchema>;

/** The edit form shares the new-client form's fields; the login ones are shown read-only and ignored. */
export const clienteEdicionFormSchema = clienteCampos.extend({
  correo: textoLibre('El correo', CORREO_MAX),
  password: confirmarSchema,
  confirmar: confirmarSchema,
});
export type ClienteFormValues = NuevoCliente | z.output<typeof clienteEdicionFormSchema>;
