import {
  collection,
  orderBy,
  query,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { normalizeSearch } from '../../../../domain/busqueda';
import type { Role } from '../../../../domain/roles';
import { db } from '../../../lib/firebase';
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

function toFila(doc: QueryDocumentSnapshot): UsuarioFila {
  const data = doc.data();
  return {
    id: doc.id,
    nombre: String(data.nombre ?? ''),
    correo: String(data.correo ?? ''),
    role: data.role as Role,
    estatus: data.estatus === true,
    eliminado: data.eliminado === true,
    creadoEn: data.creadoEn?.toDate?.() ?? null,
  };
}

/** One page of usuarios, ordered by name, filtered on the server (declared composite indexes). */
export function useUsuarios({ texto, role, estatus }: UsuariosFiltro) {
  const base = useMemo(() => {
    const constraints: QueryConstraint[] = [];
    const search = normalizeSearch(texto);
    if (search) constraints.push(where('busqueda', 'array-contains', search));
    if (role) constraints.push(where('role', '==', role));
    if (estatus) constraints.push(where('estatus', '==', estatus === 'activos'));
    return query(collection(db, 'usuarios'), ...constraints, orderBy('nombreOrden'));
  }, [texto, role, estatus]);
  return useCursorPage(base, toFila);
}
