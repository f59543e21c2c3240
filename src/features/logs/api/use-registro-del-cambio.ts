import type { LogDetalle } from '@domain/logs';
import { useCarga } from '@/lib/carga/use-carga';
import { leerComoSesion } from '@/lib/rest/lectura-sesion';

/** What the title of a change needs of its record, by collection: what a person knows it by. */
const CAMPOS_DEL_TITULO: Record<string, string[]> = {
  compras: ['folio', 'clienteNombre', 'proveedorNombre', 'partidas'],
  recargas: ['folio', 'clienteId', 'operador', 'monto'],
  clientes: ['nombre'],
  usuarios: ['nombre', 'correo'],
  proveedores: ['nombre'],
  productos: ['nombre'],
  distribuidores: ['nombre'],
};

interface RegistroDelCambio {
  /** The record's fields the title needs; undefined while it is read, null when it cannot be. */
  registro: Record<string, unknown> | null | undefined;
  error: string | null;
}

/**
 * The record a log's change touched, read once by id with only the fields its title needs (a
 * compra's folio, client and products; a top-up's folio, client and carrier): the log holds its
 * id and the fields that changed, which is not what a person knows it by. Nothing without a change.
 */
export function useRegistroDelCambio(detalle: LogDetalle | null): RegistroDelCambio {
  const entidad = detalle?.entidad ?? '';
  const id = detalle?.id ?? '';
  const campos = detalle ? CAMPOS_DEL_TITULO[entidad] : undefined;
  const { data, error, loading } = useCarga(campos ? `registro-del-cambio:${entidad}/${id}` : null, async () => {
    const [doc] = await leerComoSesion(entidad, [id], campos ?? []);
    return doc?.data ?? null;
  });
  if (!campos) return { registro: null, error: null };
  if (error) return { registro: null, error };
  return { registro: loading ? undefined : data, error: null };
}
