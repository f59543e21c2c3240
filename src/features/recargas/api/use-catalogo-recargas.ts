import { collection, getDocs, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { comisionPara, type Comisiones } from '../../../../domain/comisiones';
import { precioRecarga } from '../../../../domain/recargas';
import { dbErrorMessage } from '../../../lib/db-errors';
import { db } from '../../../lib/firebase';

export interface OpcionRecarga {
  productoId: string;
  nombre: string;
  operador: string;
  /** Airtime the person receives, centavos. */
  monto: number;
  /** What the client pays: monto less its commission for the carrier. */
  precio: number;
  comision: number;
  porcentaje: number;
  vigenciaDias?: number;
}

/** The client's price for each active top-up product, cheapest first within each carrier. */
export function opcionesDeRecarga(
  productos: { id: string; nombre: string; operador: string; monto: number; vigenciaDias?: number }[],
  comisiones: Comisiones,
): OpcionRecarga[] {
  return productos
    .map(({ id, nombre, operador, monto, vigenciaDias }) => {
      const porcentaje = comisionPara(comisiones, operador);
      const { precio, comision } = precioRecarga(monto, porcentaje);
      return { productoId: id, nombre, operador, monto, precio, comision, porcentaje, vigenciaDias };
    })
    .sort((a, b) => a.operador.localeCompare(b.operador, 'es') || a.monto - b.monto);
}

/** The active top-up products of the catalogue (the clients' view): one query, a few dozen documents. */
export function useCatalogoRecargas(comisiones: Comisiones | null) {
  const [estado, setEstado] = useState<{ opciones: OpcionRecarga[]; error: string | null } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!comisiones) return;
    let cancelled = false;
    getDocs(query(collection(db, 'catalogo'), where('tipo', '==', 'recarga'), where('estatus', '==', true))).then(
      (snap) => {
        const productos = snap.docs.map((doc) => {
          const data = doc.data();
          return {
            id: doc.id,
            nombre: String(data.nombre),
            operador: String(data.operador),
            monto: Number(data.monto),
            vigenciaDias: typeof data.vigenciaDias === 'number' ? data.vigenciaDias : undefined,
          };
        });
        if (!cancelled) setEstado({ opciones: opcionesDeRecarga(productos, comisiones), error: null });
      },
      (error: unknown) => !cancelled && setEstado({ opciones: [], error: dbErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [comisiones, version]);
  return {
    opciones: estado?.opciones ?? [],
    error: estado?.error ?? null,
    loading: !estado,
    reload: () => {
      setEstado(null);
      setVersion((v) => v + 1);
    },
  };
}
