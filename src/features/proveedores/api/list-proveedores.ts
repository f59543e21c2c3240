import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import type { TipoProveedor } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';
import { useCursorPage } from '../../../lib/use-cursor-page';
import { proveedoresQuery, type ProveedoresFiltro } from './proveedores-query';

export interface ProveedorFila {
  id: string;
  nombre: string;
  contacto: string;
  telefono: string;
  correo: string;
  rfc?: string;
  tipo: TipoProveedor;
  estatus: boolean;
  notas?: string;
}

function toFila(doc: QueryDocumentSnapshot): ProveedorFila {
  const data = doc.data();
  return {
    id: doc.id,
    nombre: data.nombre,
    contacto: data.contacto ?? '',
    telefono: data.telefono,
    correo: data.correo,
    rfc: data.rfc,
    tipo: data.tipo,
    estatus: data.estatus === true,
    notas: data.notas,
  };
}

export function useProveedores(filtro: ProveedoresFiltro) {
  const { texto, tipo, estatus } = filtro;
  const base = useMemo(() => proveedoresQuery(db, { texto, tipo, estatus }), [texto, tipo, estatus]);
  return useCursorPage(base, toFila);
}
