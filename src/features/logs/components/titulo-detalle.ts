import type { Partida } from '@domain/compras';
import type { LogDetalle } from '@domain/logs';
import { formatMoney } from '@domain/money';

const ENTIDADES: Record<string, string> = {
  compras: 'Compra',
  recargas: 'Recarga',
  clientes: 'Cliente',
  usuarios: 'Usuario',
  proveedores: 'Proveedor',
  productos: 'Producto',
  distribuidores: 'Distribuidor',
};

const texto = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** "60 × Chip Telcel", "Saldo para recargas $2,000.00", and how many more. */
function productos(partidas: unknown): string | undefined {
  if (!Array.isArray(partidas) || !partidas.length) return undefined;
  const [primera] = partidas as Partida[];
  const nombre =
    primera.tipo === 'saldo'
      ? `${primera.nombre} ${formatMoney(primera.precioUnitario)}`
      : `${primera.cantidad} × ${primera.nombre}`;
  return partidas.length > 1 ? `${nombre} y ${partidas.length - 1} más` : nombre;
}

/** The parts of the title after the kind of record: its folio or name, its client, its product. */
function partes(entidad: string, datos: Record<string, unknown>, nombres: Record<string, string>) {
  if (entidad === 'compras') {
    return [texto(datos.folio), texto(datos.clienteNombre) ?? texto(datos.proveedorNombre), productos(datos.partidas)];
  }
  if (entidad === 'recargas') {
    const clienteId = texto(datos.clienteId);
    const producto =
      texto(datos.operador) && typeof datos.monto === 'number'
        ? `${String(datos.operador)} ${formatMoney(datos.monto)}`
        : undefined;
    return [texto(datos.folio), clienteId && nombres[clienteId], producto];
  }
  if (entidad === 'usuarios') return [texto(datos.nombre), texto(datos.correo)];
  return [texto(datos.nombre) ?? texto(datos.correo)];
}

/**
 * "Compra P-000007 · Distribuidora Norte · 60 × Chip Telcel": the changed record by what a person
 * knows it by, from the change itself and from the record as it is (`registro`: undefined while
 * it is read, null when it could not be). Its id only when nothing else names it.
 */
export function tituloDetalle(
  { entidad, id, antes, despues }: LogDetalle,
  registro: Record<string, unknown> | null | undefined,
  nombres: Record<string, string>,
): string {
  const tipo = ENTIDADES[entidad] ?? entidad;
  // The names of the change itself first: the record may have been renamed since.
  const datos = { ...registro, ...antes, ...despues };
  const conocidas = partes(entidad, datos, nombres).filter((parte): parte is string => Boolean(parte));
  if (!conocidas.length) return registro === undefined ? tipo : `${tipo} ${id}`;
  const [primera, ...resto] = conocidas;
  return [`${tipo} ${primera}`, ...resto].join(' · ');
}
