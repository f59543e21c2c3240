import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import type { Comisiones } from '../../../../domain/comisiones';
import { db } from '../../../lib/firebase';
import { useCursorPage } from '../../../lib/use-cursor-page';
import { clientesQuery, type ClientesFiltro } from './clientes-query';

export interface ClienteFila {
  id: string;
  nombre: string;
  contacto: string;
  telefono: string;
  correo: string;
  rfc?: string;
  direccion?: string;
  saldo: number;
  comisiones: Comisiones;
  estatus: boolean;
  creadoEn: Date | null;
}

export function toClienteFila(doc: QueryDocumentSnapshot): ClienteFila {
  const data = doc.data();
  return {
    id: doc.id,
    nombre: data.nombre,
    contacto: data.contacto ?? '',
    telefono: data.telefono ?? '',
    correo: data.correo ?? '',
    rfc: data.rfc,
    direccion: data.direccion,
    saldo: Number(data.saldo ?? 0),
    comisiones: data.comisiones ?? { predeterminada: 0 },
    estatus: data.estatus === true,
    creadoEn: data.creadoEn?.toDate?.() ?? null,
  };
}

export function useClientes({ texto, estatus, orden }: ClientesFiltro) {
  const base = useMemo(() => clientesQuery(db, { texto, estatus, orden }), [texto, estatus, orden]);
  return useCursorPage(base, toClienteFila);
}
