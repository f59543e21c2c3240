import { useMemo } from 'react';
import type { Role } from '../../../../domain/roles';
import { consultaLista, estatusElegido } from '../../../lib/consulta-lista';
import { fecha, filaDe } from '../../../lib/fila-de-documento';
import { useCursorPage } from '../../../lib/use-cursor-page';

export interface UsuarioFila {
  id: string;
  nombre: string;
  correo: string;
  role: Role;
  estatus: boolean;
  eliminado: boolean;
  creadoEn: Date | null;
}

export interface UsuariosFiltro {
  texto: string;
  role: Role | '';
  estatus: 'activos' | 'inactivos' | '';
}

const toFila = filaDe<UsuarioFila>((data) => ({
  nombre: String(data.nombre ?? ''),
  correo: String(data.correo ?? ''),
  role: data.role as Role,
  estatus: data.estatus === true,
  eliminado: data.eliminado === true,
  creadoEn: fecha(data.creadoEn),
}));

/** One page of usuarios, ordered by name, filtered on the server (declared composite indexes). */
export function useUsuarios({ texto, role, estatus }: UsuariosFiltro) {
  const base = useMemo(
    () =>
      consultaLista('usuarios', {
        texto,
        iguales: { role, estatus: estatusElegido(estatus) },
        orden: 'nombreOrden',
      }),
    [texto, role, estatus],
  );
  return useCursorPage(base, toFila);
}
