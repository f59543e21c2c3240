import { useMemo } from 'react';
import type { Comisiones } from '@domain/comisiones';
import { creditoDeDatos, type CreditoDeCliente } from '@domain/credito-base';
import type { ClienteAlta } from '@domain/usuarios';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { useCursorPage } from '@/lib/carga/use-cursor-page';
import { clientesQuery, type ClientesFiltro } from './clientes-query';

/** A client's business data, with its login e-mail, balance, commissions and state. */
export interface ClienteFila extends ClienteAlta {
  id: string;
  correo: string;
  saldo: number;
  credito: CreditoDeCliente;
  comisiones: Comisiones;
  estatus: boolean;
  creadoEn: Date | null;
}

export const toClienteFila = filaDe<ClienteFila>((data) => ({
  nombre: data.nombre,
  contacto: data.contacto ?? '',
  telefono: data.telefono ?? '',
  correo: data.correo ?? '',
  rfc: data.rfc,
  direccion: data.direccion,
  saldo: Number(data.saldo ?? 0),
  credito: creditoDeDatos(data),
  comisiones: data.comisiones ?? { predeterminada: 0 },
  estatus: data.estatus === true,
  creadoEn: fecha(data.creadoEn),
}));

export function useClientes({ texto, estatus, orden }: ClientesFiltro) {
  const base = useMemo(() => clientesQuery({ texto, estatus, orden }), [texto, estatus, orden]);
  return useCursorPage(base, toClienteFila);
}
