import { TIPO_PRODUCTO_LABELS, TIPO_PROVEEDOR_LABELS } from '@domain/catalogo';
import { describirComisionesPropias, formatPorcentaje, type Comisiones } from '@domain/comisiones';
import { ESTADO_COMPRA_LABELS } from '@domain/compras';
import { formatFecha } from '@domain/fechas';
import type { LogDetalle } from '@domain/logs';
import { formatMoney } from '@domain/money';
import { ESTADO_RECARGA_LABELS } from '@domain/recargas-base';
import { ROLE_LABELS } from '@domain/roles';
import { formatTelefono } from '@domain/telefono';
import { fecha } from '@/lib/rest/fila-de-documento';

const CAMPOS: Record<string, string> = {
  folio: 'Folio',
  estado: 'Estado',
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
  total: 'Total',
  saldo: 'Saldo',
  vigenciaDias: 'Vigencia (días)',
  stock: 'Stock',
  comision: 'Comisión',
  comisiones: 'Comisiones',
  zona: 'Zona',
  notas: 'Notas',
  autorizacion: 'Autorización',
  error: 'Error',
  motivo: 'Motivo',
  estatus: 'Estatus',
  eliminado: 'Eliminado',
  role: 'Rol',
  creadoEn: 'Alta',
};

const DINERO = new Set(['costo', 'precio', 'monto', 'saldo', 'total']);

export interface Contexto {
  entidad: string;
  /** Names of the records an id field points at (proveedorId, clienteId). */
  nombres: Record<string, string>;
}

/** The labels of a coded field's values, as the entity's screen shows them. */
function etiquetas(campo: string, entidad: string): Record<string, string> {
  if (campo === 'role') return ROLE_LABELS;
  if (campo === 'estado') return entidad === 'recargas' ? ESTADO_RECARGA_LABELS : ESTADO_COMPRA_LABELS;
  return entidad === 'proveedores' ? TIPO_PROVEEDOR_LABELS : TIPO_PRODUCTO_LABELS;
}

const CODIFICADOS = new Set(['tipo', 'role', 'estado']);

/** One value as the screens show it: pesos, percents, Activo/Inactivo, labels, dd/mm/yy hh:mm, names. */
export function mostrarValor(campo: string, value: unknown, { entidad, nombres }: Contexto): string {
  if (value === undefined || value === null || value === '') return '—';
  if (DINERO.has(campo) && typeof value === 'number') return formatMoney(value);
  if (campo === 'comision' && typeof value === 'number') return `${value}%`;
  if (campo === 'telefono' && typeof value === 'string') return formatTelefono(value);
  if (campo === 'estatus' && typeof value === 'boolean') return value ? 'Activo' : 'Inactivo';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (CODIFICADOS.has(campo) && typeof value === 'string') return etiquetas(campo, entidad)[value] ?? value;
  if ((campo === 'proveedorId' || campo === 'clienteId') && typeof value === 'string') return nombres[value] ?? value;
  const cuando = fecha(value);
  if (cuando) return formatFecha(cuando);
  if (campo === 'comisiones' && typeof value === 'object') {
    const comisiones = value as Comisiones;
    const propias = describirComisionesPropias(comisiones, []);
    return `Predeterminada ${formatPorcentaje(comisiones.predeterminada)}${propias ? ` · ${propias}` : ''}`;
  }
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
  // A user's uid is the record itself, which the title names.
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])].filter((c) => c !== 'uid');
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
