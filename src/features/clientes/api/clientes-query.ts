import { consultaLista, estatusElegido } from '@/lib/rest/consulta-lista';

export interface ClientesFiltro {
  texto: string;
  estatus: 'activos' | 'inactivos' | '';
  orden: 'nombre' | 'saldo';
}

/** What a client's row shows and its dialogs edit (list-clientes.ts). */
export const CAMPOS_CLIENTE = [
  'nombre',
  'contacto',
  'telefono',
  'correo',
  'rfc',
  'direccion',
  'saldo',
  'comisiones',
  'estatus',
  'creadoEn',
  // Its credit (domain/credito.ts CAMPOS_CREDITO): the saldo column's second line and the account.
  'limiteCredito',
  'plazoDias',
  'recargasPorMinuto',
  'topeVentaDiaria',
  'adeudo',
] as const;

/** Clients by name (A–Z) or saldo (largest first); search by name, contact, e-mail or phone. */
export function clientesQuery({ texto, estatus, orden }: ClientesFiltro) {
  return consultaLista('clientes', {
    texto,
    iguales: { estatus: estatusElegido(estatus) },
    ...(orden === 'saldo' ? { orden: 'saldo', direccion: 'desc' } : { orden: 'nombreOrden' }),
    campos: CAMPOS_CLIENTE,
  });
}
