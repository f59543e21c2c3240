import { consultaLista, estatusElegido } from '../../../lib/consulta-lista';

export interface ClientesFiltro {
  texto: string;
  estatus: 'activos' | 'inactivos' | '';
  orden: 'nombre' | 'saldo';
}

/** Clients by name (A–Z) or saldo (largest first); search by name, contact, e-mail or phone. */
export function clientesQuery({ texto, estatus, orden }: ClientesFiltro) {
  return consultaLista('clientes', {
    texto,
    iguales: { estatus: estatusElegido(estatus) },
    ...(orden === 'saldo' ? { orden: 'saldo', direccion: 'desc' } : { orden: 'nombreOrden' }),
  });
}
