import { collection, documentId, getDocs, query, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import type { TipoProducto } from '../../../../domain/catalogo';
import { db } from '../../../lib/firebase';
import { useCursorPage } from '../../../lib/use-cursor-page';
import { productosQuery, type ProductosFiltro } from './productos-query';

export interface ProductoFila {
  id: string;
  nombre: string;
  tipo: TipoProducto;
  operador: string;
  proveedorId: string;
  sku: string;
  costo: number;
  precio: number;
  monto: number;
  vigenciaDias?: number;
  stock: number;
  estatus: boolean;
}

function toFila(doc: QueryDocumentSnapshot): ProductoFila {
  const data = doc.data();
  return {
    id: doc.id,
    nombre: data.nombre,
    tipo: data.tipo,
    operador: data.operador,
    proveedorId: data.proveedorId,
    sku: data.sku,
    costo: data.costo,
    precio: data.precio,
    monto: data.monto ?? 0,
    vigenciaDias: data.vigenciaDias,
    stock: data.stock ?? 0,
    estatus: data.estatus === true,
  };
}

/** The supplier names of one page: one query for the distinct ids on it, not a read per row. */
function useNombresProveedores(ids: string[]) {
  const key = [...new Set(ids)].sort().join('|');
  const [nombres, setNombres] = useState<Record<string, string>>({});
  useEffect(() => {
    const missing = key ? key.split('|') : [];
    if (!missing.length) return;
    let cancelled = false;
    getDocs(query(collection(db, 'proveedores'), where(documentId(), 'in', missing.slice(0, 30)))).then(
      (snap) => {
        if (cancelled) return;
        const found = Object.fromEntries(snap.docs.map((doc) => [doc.id, String(doc.data().nombre)]));
        setNombres((previous) => ({ ...previous, ...found }));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return nombres;
}

export function useProductos(filtro: ProductosFiltro) {
  const { texto, tipo, operador, proveedorId, estatus } = filtro;
  const base = useMemo(
    () => productosQuery(db, { texto, tipo, operador, proveedorId, estatus }),
    [texto, tipo, operador, proveedorId, estatus],
  );
  const page = useCursorPage(base, toFila);
  const nombres = useNombresProveedores(page.rows.map((row) => row.proveedorId));
  return { page, nombres };
}
