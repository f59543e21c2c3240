import { collection, documentId, getDocs, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { db } from '../../../lib/firebase';
import { useCursorPage } from '../../../lib/use-cursor-page';
import { distribuidoresQuery, type DistribuidoresFiltro } from './distribuidores-query';

export interface DistribuidorFila {
  id: string;
  nombre: string;
  telefono: string;
  correo?: string;
  zona?: string;
  comision: number;
  clienteId: string | null;
  estatus: boolean;
}

function toFila(doc: QueryDocumentSnapshot): DistribuidorFila {
  const data = doc.data();
  return {
    id: doc.id,
    nombre: data.nombre,
    telefono: data.telefono,
    correo: data.correo,
    zona: data.zona,
    comision: Number(data.comision ?? 0),
    clienteId: data.clienteId ?? null,
    estatus: data.estatus === true,
  };
}

export function useDistribuidores(filtro: DistribuidoresFiltro) {
  const { texto, estatus, dueno } = filtro;
  const base = useMemo(() => distribuidoresQuery(db, { texto, estatus, dueno }), [texto, estatus, dueno]);
  return useCursorPage(base, toFila);
}

/** Owners' business names for one page (admin): one query for the distinct ids on it. */
export function useNombresClientes(ids: (string | null)[], enabled: boolean) {
  const key = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort().join('|');
  const [nombres, setNombres] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!enabled || !key) return;
    let cancelled = false;
    getDocs(query(collection(db, 'clientes'), where(documentId(), 'in', key.split('|').slice(0, 30)))).then(
      (snap) =>
        !cancelled &&
        setNombres((previous) => ({
          ...previous,
          ...Object.fromEntries(snap.docs.map((doc) => [doc.id, String(doc.data().nombre)])),
        })),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key, enabled]);
  return nombres;
}
