import { useMemo } from 'react';
import type { Role } from '@domain/roles';
import { consultaLista, estatusElegido } from '@/lib/rest/consulta-lista';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { useCursorPage } from '@/lib/carga/use-cursor-page';

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

export const toUsuarioFila = filaDe<UsuarioFila>((data) => ({
  nombre: String(data.nombre ?? ''),
  correo: String(data.correo ?? ''),
  role: data.role as Role,
  estatus: data.estatus === true,
  eliminado: data.eliminado === true,
  creadoEn: fecha(data.creadoEn),
}));

/** Usuarios by name, filtered on the server (declared composite indexes), with what a row shows. */
export const usuariosQuery = ({ texto, role, estatus }: UsuariosFiltro) =>
  consultaLista('usuarios', {
    texto,
    iguales: { role, estatus: estatusElegido(estatus) },
    orden: 'nombreOrden',
    campos: ['nombre', 'correo', 'role', 'estatus', 'eliminado', 'creadoEn'],
  });

/** One page of usuarios. */
export function useUsuarios({ texto, role, estatus }: UsuariosFiltro) {
  const base = useMemo(() => usuariosQuery({ texto, role, estatus }), [texto, role, estatus]);
  return useCursorPage(base, toUsuarioFila);
}
