import { TIPO_PRODUCTO_LABELS, TIPO_PROVEEDOR_LABELS } from '../../../../domain/catalogo';
import { formatFecha } from '../../../../domain/fechas';
import type { LogDetalle } from '../../../../domain/logs';
import { formatMoney } from '../../../../domain/money';
import { ROLE_LABELS } from '../../../../domain/roles';
import { fecha } from '../../../lib/fila-de-documento';

const CAMPOS: Record<string, string> = {
  nombre: 'Nombre',
  contacto: 'Contacto',
  telefono: 'Teléfono',
  correo: 'Correo',
  rfc: 'RFC',
  direccion: 'Dirección',
  tipo: 'Tipo',
  operador: 'Operador',
  proveedorId: 'Proveedor',
  clienteId: 'Dueño',
  sku: 'SKU',
  costo: 'Costo',
  precio: 'Precio',
  monto: 'Monto',
  saldo: 'Saldo',
  vigenciaDias: 'Vigencia (días)',
  stock: 'Stock',
  comision: 'Comisión',
  comisiones: 'Comisiones',
  zona: 'Zona',
  notas: 'Notas',
  estatus: 'Estatus',
  role: 'Rol',
  uid: 'Usuario',
  creadoEn: 'Alta',
};

const DINERO = new Set(['costo', 'precio', 'monto', 'saldo']);

export interface Contexto {
  entidad: string;
  /** Names of the records an id field points at (proveedorId, clienteId). */
  nombres: Record<string, string>;
}

function etiqueta(campo: string, value: string, entidad: string): string {
  const labels: Record<string, string> =
    campo === 'role' ? ROLE_LABELS : entidad === 'proveedores' ? TIPO_PROVEEDOR_LABELS : TIPO_PRODUCTO_LABELS;
  return labels[value] ?? value;
}

/** One value as the screens show it: pesos, percents, Activo/Inactivo, labels, dd/mm/yy hh:mm, names. */
export function mostrarValor(campo: string, value: unknown, { entidad, nombres }: Contexto): string {
  if (value === undefined || value === null || value === '') return '—';
  if (DINERO.has(campo) && typeof value === 'number') return formatMoney(value);
  if (campo === 'comision' && typeof value === 'number') return `${value}%`;
  if (campo === 'estatus' && typeof value === 'boolean') return value ? 'Activo' : 'Inactivo';
  if ((campo === 'tipo' || campo === 'role') && typeof value === 'string') return etiqueta(campo, value, entidad);
  if ((campo === 'proveedorId' || campo === 'clienteId') && typeof value === 'string') return nombres[value] ?? value;
  const cuando = fecha(value);
  if (cuando) return formatFecha(cuando);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${mostrarValor(key, inner, { entidad, nombres })}`)
      .join(' · ');
  }
  return String(value);
}

export interface FilaDetalle {
  campo: string;
  antes: string;
  despues: string;
  cambio: boolean;
}

/** Each field a change touched, labelled in Spanish, with its value before and after. */
export function filasDetalle({ entidad, antes, despues }: LogDetalle, nombres: Record<string, string>): FilaDetalle[] {
  const contexto = { entidad, nombres };
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  const orden = Object.keys(CAMPOS);
  const rank = (campo: string) => (orden.includes(campo) ? orden.indexOf(campo) : orden.length);
  return campos
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'es'))
    .map((campo) => {
      const a = antes ? mostrarValor(campo, antes[campo], contexto) : '—';
      const d = despues ? mostrarValor(campo, despues[campo], contexto) : '—';
      return { campo: CAMPOS[campo] ?? campo, antes: a, despues: d, cambio: a !== d };
    });
}

const ENTIDADES: Record<string, string> = {
  proveedores: 'Proveedor',
  productos: 'Producto',
  distribuidores: 'Distribuidor',
  usuarios: 'Usuario',
  clientes: 'Cliente',
};

/** "Proveedor Distribuidora Norte": the record by its kind and name, its id only when it has no name. */
export function tituloDetalle({ entidad, id, antes, despues }: LogDetalle): string {
  const nombre = despues?.nombre ?? antes?.nombre ?? despues?.correo ?? antes?.correo;
  return `${ENTIDADES[entidad] ?? entidad} ${typeof nombre === 'string' ? nombre : id}`;
}
